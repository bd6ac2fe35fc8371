import {
  ChannelType,
  channelTypeLabel,
  DISCOVERY_FOLLOWER_BANDS,
  DISCOVERY_TOTAL_CAP,
  type DiscoveryCreatorFacets,
} from '@app/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { formatCompact, formatFull } from '../../../format/format.ts';
import { CountField, countryOptions, languageOptions } from '../../influencers/index.ts';
import { type CreatorSearch, DEFAULT_PLAYED_DAYS } from '../logic/creator-search.ts';
import { bandRange, isBandChosen } from '../logic/follower-bands.ts';
import { CodeFacetField } from './code-facet-field.tsx';
import { DaysSelect } from './days-select.tsx';
import { FacetCount } from './facet-count.tsx';
import { FilterSection } from './filter-section.tsx';
import { GamePicker } from './game-picker.tsx';
import { RangeFields } from './range-fields.tsx';
import { TermPicker } from './term-picker.tsx';

type CreatorFiltersPanelProps = {
  search: CreatorSearch;
  /** The counts of the search's first page; undefined while none are known. */
  facets: DiscoveryCreatorFacets | undefined;
  onChange: (change: Partial<CreatorSearch>) => void;
};

const platforms = [ChannelType.Twitch, ChannelType.Youtube];

type PlayedWithinProps = { value: number; onChange: (days: number) => void; picked: boolean };

/** How recently the picked games or terms were played: it means nothing until some are picked. */
function PlayedWithin({ value, onChange, picked }: PlayedWithinProps) {
  const { t } = useTranslation();
  return (
    <DaysSelect
      label={t('Played within')}
      value={value}
      disabled={!picked}
      onChange={(days) => onChange(days ?? DEFAULT_PLAYED_DAYS)}
    />
  );
}

/** Every creator filter; each change applies at once. Counts say what an option would leave. */
export function CreatorFiltersPanel({ search, facets, onChange }: CreatorFiltersPanelProps) {
  const { t } = useTranslation();
  const platformCount = (type: ChannelType) =>
    facets?.platform.find((f) => f.value === type)?.count;
  const bandCount = (key: string) => facets?.followerBands.find((b) => b.key === key)?.count;
  // Most controls edit one key of the search: this gives them its value and its change.
  const bind = <K extends keyof CreatorSearch>(key: K) => ({
    value: search[key],
    onChange: (value: CreatorSearch[K]) => onChange({ [key]: value }),
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {facets?.sampled ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('Counts among the first {{value}} matches', {
            value: formatFull(DISCOVERY_TOTAL_CAP),
          })}
        </Typography>
      ) : null}
      <FilterSection title={t('Platform')}>
        <FormGroup>
          {platforms.map((type) => {
            const checked = search.platform.includes(type);
            return (
              <FormControlLabel
                key={type}
                sx={{ mr: 0, '& .MuiFormControlLabel-label': { flexGrow: 1 } }}
                control={
                  <Checkbox
                    size="small"
                    checked={checked}
                    onChange={() =>
                      onChange({
                        platform: checked
                          ? search.platform.filter((p) => p !== type)
                          : [...search.platform, type],
                      })
                    }
                  />
                }
                label={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: 1 }}>
                    <PlatformIcon type={type} />
                    {t(channelTypeLabel[type])}
                    <FacetCount count={platformCount(type)} />
                  </Box>
                }
              />
            );
          })}
        </FormGroup>
      </FilterSection>

      <FilterSection title={t('Followers')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 0.75 }}>
          {DISCOVERY_FOLLOWER_BANDS.map((band) => {
            const chosen = isBandChosen(search.followers, band);
            const count = bandCount(band.key);
            return (
              <Chip
                key={band.key}
                size="small"
                clickable
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                aria-pressed={chosen}
                label={count === undefined ? band.key : `${band.key} · ${formatCompact(count)}`}
                onClick={() => onChange({ followers: chosen ? {} : bandRange(band) })}
              />
            );
          })}
        </Box>
        <RangeFields
          field={CountField}
          labels={[t('Min followers'), t('Max followers')]}
          {...bind('followers')}
        />
      </FilterSection>

      <FilterSection title={t('Average viewers')}>
        <RangeFields
          field={CountField}
          labels={[t('Min viewers'), t('Max viewers')]}
          {...bind('avgViewers')}
        />
      </FilterSection>

      <FilterSection title={t('Audience')}>
        <CodeFacetField
          label={t('Language')}
          options={languageOptions()}
          counts={facets?.language}
          {...bind('language')}
        />
        <CodeFacetField
          label={t('Country')}
          options={countryOptions()}
          counts={facets?.country}
          {...bind('country')}
        />
      </FilterSection>

      <FilterSection title={t('Played games')}>
        <GamePicker label={t('Games')} {...bind('playedGames')} />
        <PlayedWithin picked={search.playedGames.length > 0} {...bind('playedDays')} />
      </FilterSection>

      <FilterSection title={t('Game terms')}>
        <TermPicker label={t('Terms')} {...bind('playedTerms')} />
        <PlayedWithin picked={search.playedTerms.length > 0} {...bind('termDays')} />
      </FilterSection>

      <FilterSection title={t('Activity')}>
        <DaysSelect label={t('Last active within')} allowAny {...bind('lastActiveDays')} />
      </FilterSection>
    </Box>
  );
}
