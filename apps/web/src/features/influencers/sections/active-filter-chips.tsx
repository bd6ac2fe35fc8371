import {
  channelTypeLabel,
  type InfluencerListFilters,
  influencerSourceLabel,
  influencerStatusLabel,
  type ListItem,
} from '@app/contract';
import Cancel from '@mui/icons-material/Cancel';
import FilterListOff from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WrapRow } from '../../../components/wrap-row.tsx';
import { formatCompact, formatTotal } from '../../../format/format.ts';
import { normalizeFilters } from '../logic/list-query.ts';
import { countryName, languageName } from '../logic/locale-names.ts';

type ActiveFilterChipsProps = {
  filters: InfluencerListFilters;
  search: string;
  total: number | undefined;
  /** The server's count stopped at its cap: more than `total` match. */
  totalCapped: boolean;
  lists: ListItem[];
  onChange: (filters: InfluencerListFilters) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
};

type ChipSpec = { key: string; group: string; label: string; remove: () => void };

/** "12 results" and one removable chip per filter value, under the toolbar. */
export function ActiveFilterChips({
  filters,
  search,
  total,
  totalCapped,
  lists,
  onChange,
  onClearSearch,
  onClearAll,
}: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  const f = normalizeFilters(filters);
  const chips: ChipSpec[] = [];
  const without = <K extends keyof InfluencerListFilters>(key: K, value?: unknown) => {
    const current = f[key];
    const next = Array.isArray(current) ? current.filter((v: unknown) => v !== value) : undefined;
    onChange({ ...f, [key]: next });
  };

  // One chip per value of a many-valued filter; removing it keeps the others.
  const eachValue = <V extends string | number>(
    values: readonly V[] | undefined,
    key: keyof InfluencerListFilters,
    group: string,
    label: (value: V) => string,
  ) => {
    for (const value of values ?? []) {
      chips.push({
        key: `${key}:${value}`,
        group,
        label: label(value),
        remove: () => without(key, value),
      });
    }
  };

  eachValue(f.channelType, 'channelType', t('Platform'), (type) => t(channelTypeLabel[type]));
  if (f.subscribersMin !== undefined || f.subscribersMax !== undefined) {
    const min = f.subscribersMin;
    const max = f.subscribersMax;
    chips.push({
      key: 'subs',
      group: t('Subscribers'),
      label:
        min !== undefined && max !== undefined
          ? `${formatCompact(min)} – ${formatCompact(max)}`
          : min !== undefined
            ? `≥ ${formatCompact(min)}`
            : `≤ ${formatCompact(max)}`,
      remove: () => onChange({ ...f, subscribersMin: undefined, subscribersMax: undefined }),
    });
  }
  eachValue(f.country, 'country', t('Country'), (code) => countryName(code) ?? code);
  eachValue(f.language, 'language', t('Language'), (code) => languageName(code) ?? code);
  eachValue(f.tags, 'tags', t('Tag'), (tag) => tag);
  if (f.status !== undefined) {
    chips.push({
      key: 'status',
      group: t('Status'),
      label: t(influencerStatusLabel[f.status]),
      remove: () => without('status'),
    });
  }
  eachValue(f.source, 'source', t('Source'), (source) => t(influencerSourceLabel[source]));
  if (f.listId !== undefined) {
    const name = lists.find((l) => l.id === f.listId)?.name ?? t('A deleted list');
    chips.push({ key: 'list', group: t('List'), label: name, remove: () => without('listId') });
  }
  const query = search.trim();
  if (query) {
    chips.push({ key: 'q', group: t('Search'), label: query, remove: onClearSearch });
  }
  if (!chips.length) return null;

  return (
    <Box sx={{ px: 2.5, pb: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2" aria-live="polite">
        <strong>{total === undefined ? '…' : formatTotal(total, totalCapped)}</strong>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('results found')}
        </Box>
      </Typography>
      <WrapRow
        component="ul"
        aria-label={t('Active filters')}
        sx={{ gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {chips.map((chip) => (
          <li key={chip.key}>
            <Chip
              size="small"
              label={
                <>
                  <Box component="span" sx={{ color: 'text.secondary', marginInlineEnd: 0.5 }}>
                    {chip.group}:
                  </Box>
                  {chip.label}
                </>
              }
              onDelete={chip.remove}
              deleteIcon={
                <Cancel
                  role="button"
                  aria-hidden={false}
                  aria-label={t('Remove filter {{name}}', { name: `${chip.group}: ${chip.label}` })}
                />
              }
            />
          </li>
        ))}
        <li>
          <Button size="small" color="error" startIcon={<FilterListOff />} onClick={onClearAll}>
            {t('Clear')}
          </Button>
        </li>
      </WrapRow>
    </Box>
  );
}
