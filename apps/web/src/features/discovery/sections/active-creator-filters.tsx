import { channelTypeLabel } from '@app/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatCompact } from '../../../format/format.ts';
import type { CountRange, CreatorSearch } from '../logic/creator-search.ts';
import { countryName, languageName } from '../logic/discovery-format.ts';
import { termKindLabel } from '../logic/term-kinds.ts';

type Change = (change: Partial<CreatorSearch>) => void;

function rangeText(range: CountRange): string | null {
  if (range.min === undefined && range.max === undefined) return null;
  if (range.max === undefined) return `≥ ${formatCompact(range.min)}`;
  if (range.min === undefined) return `≤ ${formatCompact(range.max)}`;
  return `${formatCompact(range.min)}–${formatCompact(range.max)}`;
}

/** The filters in force as chips above the results; each chip's × removes its filter. */
export function ActiveCreatorFilters({
  search,
  onChange,
}: {
  search: CreatorSearch;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const chips: { key: string; label: string; clear: () => void }[] = [];
  for (const platform of search.platform) {
    chips.push({
      key: `platform-${platform}`,
      label: t(channelTypeLabel[platform]),
      clear: () => onChange({ platform: search.platform.filter((p) => p !== platform) }),
    });
  }
  for (const code of search.language) {
    chips.push({
      key: `lang-${code}`,
      label: languageName(code),
      clear: () => onChange({ language: search.language.filter((c) => c !== code) }),
    });
  }
  for (const code of search.country) {
    chips.push({
      key: `country-${code}`,
      label: countryName(code),
      clear: () => onChange({ country: search.country.filter((c) => c !== code) }),
    });
  }
  const followers = rangeText(search.followers);
  if (followers) {
    chips.push({
      key: 'followers',
      label: t('Followers {{range}}', { range: followers }),
      clear: () => onChange({ followers: {} }),
    });
  }
  const viewers = rangeText(search.avgViewers);
  if (viewers) {
    chips.push({
      key: 'viewers',
      label: t('Avg viewers {{range}}', { range: viewers }),
      clear: () => onChange({ avgViewers: {} }),
    });
  }
  for (const game of search.playedGames) {
    chips.push({
      key: `game-${game.id}`,
      label: t('Played {{name}} ({{count}} days)', { name: game.name, count: search.playedDays }),
      clear: () => onChange({ playedGames: search.playedGames.filter((g) => g.id !== game.id) }),
    });
  }
  for (const term of search.playedTerms) {
    chips.push({
      key: `term-${term.kind}-${term.id}`,
      label: `${t(termKindLabel(term.kind))}: ${term.name}`,
      clear: () =>
        onChange({
          playedTerms: search.playedTerms.filter((x) => x.kind !== term.kind || x.id !== term.id),
        }),
    });
  }
  if (search.lastActiveDays) {
    chips.push({
      key: 'active',
      label: t('Active in the last {{count}} days', { count: search.lastActiveDays }),
      clear: () => onChange({ lastActiveDays: null }),
    });
  }
  return chips.map((chip) => (
    <Chip key={chip.key} size="small" label={chip.label} onDelete={chip.clear} dir="auto" />
  ));
}
