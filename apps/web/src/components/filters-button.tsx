import FilterListRounded from '@mui/icons-material/FilterListRounded';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** "Filters", opening a list's filter panel; a red badge counts the filters in force. */
export function FiltersButton({ active, onClick }: { active: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      color="inherit"
      startIcon={
        <Badge
          color="error"
          badgeContent={active}
          invisible={!active}
          // The count is in the button's name; the name starts with what it shows.
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <FilterListRounded />
        </Badge>
      }
      aria-label={active ? t('Filters ({{count}} active)', { count: active }) : undefined}
      onClick={onClick}
    >
      {t('Filters')}
    </Button>
  );
}
