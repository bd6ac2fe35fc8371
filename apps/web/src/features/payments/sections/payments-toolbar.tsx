import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { hasActiveFilters, type PaymentFilters } from '../logic/filter-payments.ts';

interface PaymentsToolbarProps {
  filters: PaymentFilters;
  /** Earliest and latest createdAt day of the sample, to bound the date inputs. */
  bounds: { min: string; max: string };
  onChange: (patch: Partial<PaymentFilters>) => void;
  onReset: () => void;
}

export function PaymentsToolbar({ filters, bounds, onChange, onReset }: PaymentsToolbarProps) {
  const { t } = useTranslation();
  const rangeInverted = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const dateSlotProps = (label: string) => ({
    inputLabel: { shrink: true },
    htmlInput: { min: bounds.min, max: bounds.max, 'aria-label': label },
  });

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2.5, alignItems: { xs: 'stretch', md: 'flex-start' } }}
    >
      <TextField
        type="date"
        label={t('Created from')}
        value={filters.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={dateSlotProps(t('Created from'))}
        sx={{ width: { xs: 1, md: 200 }, flexShrink: 0 }}
      />
      <TextField
        type="date"
        label={t('Created to')}
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={rangeInverted}
        helperText={rangeInverted ? t('End date is before start date') : undefined}
        slotProps={dateSlotProps(t('Created to'))}
        sx={{ width: { xs: 1, md: 200 }, flexShrink: 0 }}
      />
      <TextField
        fullWidth
        type="search"
        value={filters.query}
        onChange={(event) => onChange({ query: event.target.value })}
        placeholder={t('Search influencer, campaign or payment ID...')}
        slotProps={{
          htmlInput: { 'aria-label': t('Search payments') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon sx={{ color: 'text.disabled' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      {hasActiveFilters(filters) ? (
        <Button
          color="error"
          onClick={onReset}
          startIcon={<ClearRoundedIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}
        >
          {t('Clear')}
        </Button>
      ) : null}
    </Stack>
  );
}
