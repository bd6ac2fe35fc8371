import type { InfluencerListItem, Submission } from '@app/contract';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Radio from '@mui/material/Radio';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadRequestError } from '../../../api/errors.ts';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { initialsOf } from '../../../components/initials.ts';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { SearchResults } from '../../../components/search-results.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatCompact } from '../../../format/format.ts';
import { useInfluencerList } from '../../influencers/index.ts';
import { useApplyMapping } from '../api/live-capture-queries.ts';
import {
  emptyMappingDraft,
  type MappingDraft,
  mappingRequest,
  mappingSearchFor,
} from '../logic/mapping-request.ts';

type MappingDialogProps = { campaignId: number; submission: Submission; onClose: () => void };

/** CRM creators matching `search`, for the two pickers. */
function useCreatorSearch(search: string, enabled: boolean) {
  const debounced = useDebouncedValue(search.trim(), 300);
  return useInfluencerList(
    {
      page: 0,
      pageSize: 10,
      search: debounced || undefined,
      sort: { field: 'subscribersCount', order: 'desc' },
    },
    enabled,
  );
}

/** Existing CRM channels, grouped under their creators; one is picked. */
function ChannelPicker({
  initialSearch,
  channelId,
  onPick,
  error,
}: {
  initialSearch: string;
  channelId: number | null;
  onPick: (id: number) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(initialSearch);
  const creators = useCreatorSearch(search, true);
  const rows = (creators.data?.items ?? []).filter((c) => c.channels.length > 0);
  return (
    <>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={t('Search by name, email or channel…')}
        ariaLabel={t('Search channels')}
        fullWidth
        autoFocus
      />
      {error ? (
        <Typography variant="caption" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
          {t(error)}
        </Typography>
      ) : null}
      <SearchResults
        query={creators}
        found={rows.length > 0}
        placeholderRows={3}
        empty={{
          errorTitle: t('Could not load creators'),
          icon: <PersonSearchOutlined />,
          title: t('No channels match'),
          description: t('Try another search, or enter the channel link instead.'),
        }}
      >
        <List dense aria-label={t('Channels')} sx={{ mt: 1, maxHeight: 320, overflowY: 'auto' }}>
          {rows.map((creator) => (
            <li key={creator.id}>
              <ul style={{ padding: 0 }}>
                <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}>
                  {creator.mediaName}
                  {creator.email ? ` · ${creator.email}` : ''}
                </ListSubheader>
                {creator.channels.map((channel) => {
                  const name = channel.title ?? channel.handle ?? channel.url;
                  return (
                    <ListItemButton
                      key={channel.id}
                      selected={channelId === channel.id}
                      onClick={() => onPick(channel.id)}
                      sx={{ borderRadius: 1 }}
                    >
                      <Radio
                        edge="start"
                        checked={channelId === channel.id}
                        tabIndex={-1}
                        slotProps={{ input: { 'aria-label': name } }}
                      />
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <Avatar
                          src={channel.avatarUrl ?? undefined}
                          alt=""
                          sx={{ width: 28, height: 28 }}
                        >
                          {initialsOf(name, name)}
                        </Avatar>
                      </ListItemIcon>
                      <ListItemText
                        primary={name}
                        secondary={channel.url}
                        slotProps={{
                          primary: { noWrap: true, dir: 'auto' },
                          secondary: { noWrap: true },
                        }}
                      />
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
                        <PlatformIcon type={channel.type} />
                        <Typography variant="body2" sx={{ minWidth: 44, textAlign: 'end' }}>
                          {channel.subscribers === null ? '—' : formatCompact(channel.subscribers)}
                        </Typography>
                      </Box>
                    </ListItemButton>
                  );
                })}
              </ul>
            </li>
          ))}
        </List>
      </SearchResults>
    </>
  );
}

/** An optional existing influencer a new channel goes under. */
function InfluencerPicker({
  value,
  onChange,
}: {
  value: InfluencerListItem | null;
  onChange: (value: InfluencerListItem | null) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const creators = useCreatorSearch(input, open);
  return (
    <Autocomplete<InfluencerListItem>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={creators.data?.items ?? []}
      loading={creators.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(o) => (o.email ? `${o.mediaName} · ${o.email}` : o.mediaName)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('No creators match')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('Under an existing influencer (optional)')}
          helperText={t('Left empty: a new influencer named after the channel.')}
        />
      )}
    />
  );
}

/**
 * SPEC 2 "mapping a live-capture submission": pick an existing CRM channel, or enter a channel
 * link (created if new, under an existing influencer or a new one); then, by default, the
 * pipeline goes on (check, invite per settings).
 */
export function MappingDialog({ campaignId, submission, onClose }: MappingDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const apply = useApplyMapping(campaignId);
  const [draft, setDraft] = useState<MappingDraft>({
    ...emptyMappingDraft,
    channelId: submission.channel?.id ?? null,
    channelUrl: submission.channelUrl,
  });
  const [influencer, setInfluencer] = useState<InfluencerListItem | null>(null);
  const [issue, setIssue] = useState<{ field: string; message: string } | null>(null);
  const set = (patch: Partial<MappingDraft>) => {
    setIssue(null);
    setDraft((d) => ({ ...d, ...patch }));
  };

  const submit = () => {
    const result = mappingRequest({ ...draft, influencerId: influencer?.id ?? null });
    if (!result.ok) {
      setIssue({ field: result.field, message: result.message });
      return;
    }
    apply.mutate(
      { id: submission.id, body: result.body },
      {
        onSuccess: () => {
          enqueueSnackbar(t('Submission mapped'), { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const field = error instanceof BadRequestError ? Object.entries(error.fields)[0] : null;
          if (field && draft.mode === 'url') {
            setIssue({ field: 'channelUrl', message: field[1] });
            return;
          }
          toastError(error);
        },
      },
    );
  };

  return (
    <TitledDialog
      title={t('Map submission')}
      busy={apply.isPending}
      onClose={onClose}
      maxWidth="sm"
    >
      <DialogContent sx={{ pb: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('{{email}} sent {{url}}', { email: submission.email, url: submission.channelUrl })}
        </Typography>
        {submission.checkError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(submission.checkError.message)}: {submission.checkError.reason}
          </Alert>
        ) : null}
        <Tabs
          value={draft.mode}
          onChange={(_, mode: MappingDraft['mode']) => set({ mode })}
          aria-label={t('How to map')}
          sx={(theme) => ({ mb: 2.5, boxShadow: `inset 0 -2px 0 0 ${theme.palette.divider}` })}
        >
          <Tab
            value="channel"
            label={t('Existing channel')}
            icon={<PersonSearchOutlined />}
            iconPosition="start"
          />
          <Tab value="url" label={t('Channel link')} icon={<LinkOutlined />} iconPosition="start" />
        </Tabs>
        {draft.mode === 'channel' ? (
          <ChannelPicker
            initialSearch={mappingSearchFor(submission)}
            channelId={draft.channelId}
            onPick={(channelId) => set({ channelId })}
            error={issue?.field === 'channelId' ? issue.message : null}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <TextField
              label={t('Channel link')}
              value={draft.channelUrl}
              onChange={(e) => set({ channelUrl: e.target.value })}
              placeholder="https://www.youtube.com/@…"
              fullWidth
              autoFocus
              error={issue?.field === 'channelUrl'}
              helperText={
                issue?.field === 'channelUrl'
                  ? t(issue.message)
                  : t('A YouTube or Twitch channel; created in the CRM if it is new.')
              }
              slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
            />
            <InfluencerPicker value={influencer} onChange={setInfluencer} />
          </Box>
        )}
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Checkbox
              checked={draft.continuePipeline}
              onChange={(e) => set({ continuePipeline: e.target.checked })}
            />
          }
          label={t('Continue the pipeline (check, then invite per the settings)')}
        />
      </DialogContent>
      <DialogActions>
        <CancelButton onClick={onClose} disabled={apply.isPending} />
        <Button variant="contained" loading={apply.isPending} onClick={submit}>
          {t('Map')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
