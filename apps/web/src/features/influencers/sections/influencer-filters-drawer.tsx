import {
  ChannelType,
  channelTypeLabel,
  type InfluencerListFilters,
  InfluencerSource,
  InfluencerStatus,
  influencerSourceLabel,
  influencerStatusLabel,
  type ListItem,
} from '@app/contract';
import Close from '@mui/icons-material/Close';
import FilterListOff from '@mui/icons-material/FilterListOff';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { countActiveFilters } from '../logic/list-query.ts';
import { type CodeOption, countryOptions, languageOptions } from '../logic/locale-names.ts';
import { CountField } from './count-field.tsx';

type FiltersDrawerProps = {
  open: boolean;
  filters: InfluencerListFilters;
  lists: ListItem[];
  onChange: (filters: InfluencerListFilters) => void;
  onClose: () => void;
};

const platforms = [ChannelType.Youtube, ChannelType.Twitch];
const sources = Object.values(InfluencerSource);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function CodesField({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: CodeOption[];
  value: string[] | undefined;
  onChange: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const selected = (value ?? []).map(
    (code) => options.find((o) => o.code === code) ?? { code, name: code },
  );
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      onChange={(_, next) => onChange(next.map((o) => o.code))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      filterSelectedOptions
      size="small"
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={selected.length ? '' : t('Any')} />
      )}
    />
  );
}

/** Every list filter in one side panel; changes apply as they are made. */
export function InfluencerFiltersDrawer({
  open,
  filters,
  lists,
  onChange,
  onClose,
}: FiltersDrawerProps) {
  const { t } = useTranslation();
  const statusOptions = useLabelledOptions(
    [InfluencerStatus.Active, InfluencerStatus.Suspended],
    influencerStatusLabel,
  );
  const set = (patch: Partial<InfluencerListFilters>) => onChange({ ...filters, ...patch });
  const active = countActiveFilters(filters);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        backdrop: { invisible: true },
        paper: { sx: { width: { xs: 1, sm: 340 } }, 'aria-labelledby': 'influencer-filters-title' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          py: 2,
          paddingInlineEnd: 1,
          paddingInlineStart: 2.5,
          gap: 1,
        }}
      >
        <Typography id="influencer-filters-title" variant="h6" sx={{ flexGrow: 1 }}>
          {t('Filters')}
        </Typography>
        <Tooltip title={t('Reset filters')}>
          <span>
            <IconButton
              aria-label={t('Reset filters')}
              disabled={!active}
              onClick={() => onChange({})}
            >
              <Badge color="error" variant="dot" invisible={!active}>
                <FilterListOff />
              </Badge>
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label={t('Close filters')} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 3, overflowY: 'auto' }}>
        <Section title={t('Platform')}>
          <FormGroup row sx={{ gap: 2 }}>
            {platforms.map((type) => {
              const checked = filters.channelType?.includes(type) ?? false;
              return (
                <FormControlLabel
                  key={type}
                  control={
                    <Checkbox
                      checked={checked}
                      onChange={(e) => {
                        const rest = (filters.channelType ?? []).filter((v) => v !== type);
                        set({ channelType: e.target.checked ? [...rest, type] : rest });
                      }}
                    />
                  }
                  label={
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                    >
                      <PlatformIcon type={type} />
                      {t(channelTypeLabel[type])}
                    </Box>
                  }
                />
              );
            })}
          </FormGroup>
        </Section>

        <Section title={t('Subscribers')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            <CountField
              label={t('Minimum')}
              value={filters.subscribersMin}
              onCommit={(subscribersMin) => set({ subscribersMin })}
            />
            <CountField
              label={t('Maximum')}
              value={filters.subscribersMax}
              onCommit={(subscribersMax) => set({ subscribersMax })}
            />
          </Box>
        </Section>

        <Section title={t('Audience')}>
          <CodesField
            label={t('Country')}
            options={countryOptions()}
            value={filters.country}
            onChange={(country) => set({ country })}
          />
          <CodesField
            label={t('Language')}
            options={languageOptions()}
            value={filters.language}
            onChange={(language) => set({ language })}
          />
          <Autocomplete
            multiple
            freeSolo
            options={[] as string[]}
            value={filters.tags ?? []}
            onChange={(_, next) => set({ tags: next.map((tag) => tag.trim()).filter(Boolean) })}
            size="small"
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('Tags')}
                placeholder={t('Type a tag and press Enter')}
              />
            )}
          />
        </Section>

        <Section title={t('Profile')}>
          <FilterSelect
            size="small"
            label={t('Status')}
            value={filters.status ?? ''}
            onChange={(status) => set({ status: status === '' ? undefined : status })}
            allLabel={t('Any status')}
            options={statusOptions}
          />
          <Autocomplete
            multiple
            options={sources}
            value={filters.source ?? []}
            onChange={(_, source) => set({ source })}
            getOptionLabel={(source) => t(influencerSourceLabel[source])}
            filterSelectedOptions
            size="small"
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('Source')}
                placeholder={filters.source?.length ? '' : t('Any')}
              />
            )}
          />
          <FilterSelect
            size="small"
            label={t('List')}
            value={filters.listId ?? ''}
            onChange={(listId) => set({ listId: listId === '' ? undefined : listId })}
            allLabel={t('Any list')}
            options={[
              ...lists.map((list) => ({ value: list.id, label: list.name })),
              ...(filters.listId !== undefined && !lists.some((l) => l.id === filters.listId)
                ? [{ value: filters.listId, label: t('A deleted list') }]
                : []),
            ]}
          />
        </Section>
      </Box>
    </Drawer>
  );
}
