import type { InfluencerListItem } from '@app/contract';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { initialsOf } from '../../../components/initials.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { SearchResults } from '../../../components/search-results.tsx';
import { SkeletonRows } from '../../../components/skeleton-rows.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { useBulkToast } from '../../../components/use-bulk-toast.ts';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatCompact } from '../../../format/format.ts';
import { useInfluencerList } from '../../influencers/index.ts';
import { allListsParams, useLists } from '../../lists/index.ts';
import { addCampaignInfluencers } from '../api/campaigns-api.ts';
import { useInvalidateCampaign } from '../api/campaigns-queries.ts';

type Source = 'crm' | 'list';

type AddCreatorsDialogProps = { open: boolean; campaignId: number; onClose: () => void };

/** PUT /campaign/{id}/influencers: creators from the CRM (search and pick) or a whole list. */
export const AddCreatorsDialog = mountedWhileOpen(AddCreatorsContent);

function AddCreatorsContent({ campaignId, onClose }: AddCreatorsDialogProps) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const bulkToast = useBulkToast();
  const invalidate = useInvalidateCampaign(campaignId);
  const [source, setSource] = useState<Source>('crm');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Map<number, InfluencerListItem>>(new Map());
  const [listId, setListId] = useState<number | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const creators = useInfluencerList(
    {
      page: 0,
      pageSize: 20,
      search: debounced || undefined,
      sort: { field: 'subscribersCount', order: 'desc' },
    },
    source === 'crm',
  );
  const lists = useLists(allListsParams, source === 'list');
  const add = useMutation({
    mutationFn: () =>
      addCampaignInfluencers(
        campaignId,
        source === 'crm' ? { ids: [...picked.keys()] } : { listId: listId ?? undefined },
      ),
    onSuccess: (answer) => {
      bulkToast('add', answer.results);
      void invalidate();
      onClose();
    },
    onError: toastError,
  });

  const toggle = (creator: InfluencerListItem) =>
    setPicked((prev) => {
      const next = new Map(prev);
      if (next.has(creator.id)) next.delete(creator.id);
      else next.set(creator.id, creator);
      return next;
    });

  const ready = source === 'crm' ? picked.size > 0 : listId !== null;
  const rows = creators.data?.items ?? [];

  return (
    <TitledDialog title={t('Add creators')} busy={add.isPending} onClose={onClose}>
      <Tabs
        value={source}
        onChange={(_, value: Source) => setSource(value)}
        aria-label={t('Where the creators come from')}
        sx={(theme) => ({ px: 3, boxShadow: `inset 0 -2px 0 0 ${theme.palette.divider}` })}
      >
        <Tab
          value="crm"
          label={t('From the CRM')}
          icon={<PersonSearchOutlined />}
          iconPosition="start"
        />
        <Tab
          value="list"
          label={t('From a list')}
          icon={<ListAltOutlined />}
          iconPosition="start"
        />
      </Tabs>
      <DialogContent sx={{ minHeight: 420, pt: '20px !important' }}>
        {source === 'crm' ? (
          <>
            <SearchField
              value={search}
              onChange={setSearch}
              placeholder={t('Search by name, email or channel…')}
              ariaLabel={t('Search creators')}
              fullWidth
              autoFocus
            />
            {picked.size ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
                {[...picked.values()].map((c) => (
                  <Chip key={c.id} size="small" label={c.mediaName} onDelete={() => toggle(c)} />
                ))}
              </Box>
            ) : null}
            <SearchResults
              query={creators}
              found={rows.length > 0}
              placeholderRows={4}
              empty={{
                errorTitle: t('Could not load creators'),
                icon: <PersonSearchOutlined />,
                title: t('No creators match'),
                description: t('Add creators in Influencers first, or try another search.'),
              }}
            >
              <List dense aria-label={t('Creators')} sx={{ mt: 1 }}>
                {rows.map((creator) => {
                  const checked = picked.has(creator.id);
                  const avatar = creator.channels.find((c) => c.avatarUrl)?.avatarUrl;
                  // One control per row: the row is the checkbox (a box inside a button
                  // would be two nested controls), inside a list item.
                  return (
                    <ListItem key={creator.id} disablePadding>
                      <ListItemButton
                        role="checkbox"
                        aria-checked={checked}
                        onClick={() => toggle(creator)}
                        selected={checked}
                        sx={{ borderRadius: 1 }}
                      >
                        <CheckMark checked={checked} />
                        <ListItemAvatar>
                          <Avatar src={avatar ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
                            {initialsOf(creator.mediaName, creator.mediaName)}
                          </Avatar>
                        </ListItemAvatar>
                        <ListItemText
                          primary={creator.mediaName}
                          secondary={creator.email ?? creator.name ?? undefined}
                          slotProps={{
                            primary: { noWrap: true, dir: 'auto' },
                            secondary: { noWrap: true, dir: 'auto' },
                          }}
                        />
                        <Box
                          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
                        >
                          {creator.channels.slice(0, 2).map((c) => (
                            <PlatformIcon key={c.id} type={c.type} />
                          ))}
                          <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'end' }}>
                            {creator.channels.some((c) => c.subscribers !== null)
                              ? formatCompact(creator.subscribersCount)
                              : '—'}
                          </Typography>
                        </Box>
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </SearchResults>
          </>
        ) : lists.isPending ? (
          <SkeletonRows count={3} height={52} />
        ) : lists.data?.items.length ? (
          <List aria-label={t('Lists')} role="radiogroup">
            {lists.data.items.map((list) => (
              <ListItem key={list.id} disablePadding role="none">
                <ListItemButton
                  role="radio"
                  aria-checked={listId === list.id}
                  selected={listId === list.id}
                  onClick={() => setListId(list.id)}
                  sx={{ borderRadius: 1 }}
                >
                  <CheckMark checked={listId === list.id} round />
                  <ListItemText
                    primary={list.name}
                    secondary={t('{{count}} creators', { count: list.itemsCount })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <EmptyState
            compact
            icon={<ListAltOutlined />}
            title={t('No lists yet')}
            description={t('Make lists in Influencers or Settings > Lists.')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', marginInlineEnd: 'auto', px: 1 }}
        >
          {source === 'crm' && picked.size ? t('{{count}} selected', { count: picked.size }) : null}
        </Typography>
        <CancelButton onClick={onClose} disabled={add.isPending} />
        <Button
          variant="contained"
          disabled={!ready}
          loading={add.isPending}
          onClick={() => add.mutate()}
        >
          {source === 'crm' && picked.size
            ? t('Add {{count}} creators', { count: picked.size })
            : t('Add creators')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}

/** The drawn box or dot of a row that is itself the checkbox or radio (no control inside it). */
function CheckMark({ checked, round = false }: { checked: boolean; round?: boolean }) {
  const Icon = round
    ? checked
      ? RadioButtonChecked
      : RadioButtonUnchecked
    : checked
      ? CheckBox
      : CheckBoxOutlineBlank;
  return (
    <ListItemIcon sx={{ minWidth: 36, color: checked ? 'primary.main' : 'text.secondary' }}>
      <Icon aria-hidden />
    </ListItemIcon>
  );
}
