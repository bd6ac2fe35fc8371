import { STATS_PERIODS, type StatsPeriod, statsPeriodLabel } from '@app/contract';
import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';

/** SPEC 9's periods as a toggle; a period's name reads left to right in RTL too. */
export function PeriodToggle({
  value,
  onChange,
  label,
  sx,
}: {
  value: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
  /** The group's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: StatsPeriod | null) => {
        if (next !== null) onChange(next);
      }}
      aria-label={label}
      sx={sx}
    >
      {STATS_PERIODS.map((p) => (
        <ToggleButton key={p} value={p} sx={{ px: 1.75 }}>
          <bdi dir="ltr">{t(statsPeriodLabel[p])}</bdi>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
