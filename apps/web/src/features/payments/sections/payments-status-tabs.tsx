import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { StatusCounts } from '../logic/count-by-status.ts';
import type { PaymentStatusFilter } from '../logic/filter-payments.ts';
import { STATUS_FILTERS } from './payment-status-meta.ts';
import { SoftLabel } from './soft-label.tsx';

interface PaymentsStatusTabsProps {
  value: PaymentStatusFilter;
  counts: StatusCounts;
  onChange: (value: PaymentStatusFilter) => void;
}

export function PaymentsStatusTabs({ value, counts, onChange }: PaymentsStatusTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_, next: PaymentStatusFilter) => onChange(next)}
      variant="scrollable"
      scrollButtons={false}
      aria-label={t('Payment status')}
      sx={(theme) => ({
        paddingInline: 2.5,
        boxShadow: `inset 0 -2px 0 0 ${theme.palette.divider}`,
      })}
    >
      {STATUS_FILTERS.map((filter) => (
        <Tab
          key={filter.value}
          value={filter.value}
          label={t(filter.label)}
          iconPosition="end"
          icon={
            <SoftLabel color={filter.color} variant={filter.value === value ? 'filled' : 'soft'}>
              {counts[filter.value]}
            </SoftLabel>
          }
          sx={{ minHeight: 48, gap: 1, '& > .MuiTab-iconWrapper, & > span': { margin: 0 } }}
        />
      ))}
    </Tabs>
  );
}
