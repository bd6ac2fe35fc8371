import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PopoverButton } from '../../../components/popover-button.tsx';
import {
  type ColumnVisibility,
  defaultColumnVisibility,
  type InfluencerColumnField,
  influencerColumns,
} from '../logic/columns.ts';

type ColumnChooserProps = {
  value: ColumnVisibility;
  headers: Record<InfluencerColumnField, string>;
  onChange: (value: ColumnVisibility) => void;
};

/** Show or hide columns; the creator column always stays. */
export function ColumnChooser({ value, headers, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const visibleCount = influencerColumns.filter((c) => value[c.field]).length;

  return (
    <PopoverButton label={t('Columns')} icon={<ViewColumnOutlined />} width={260}>
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="subtitle2">{t('Columns')}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('{{count}} of {{total}} shown', {
            count: visibleCount,
            total: influencerColumns.length,
          })}
        </Typography>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          px: 2,
          py: 1,
          maxHeight: 360,
          overflowY: 'auto',
        }}
      >
        {influencerColumns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={headers[column.field]}
            disabled={column.field === 'mediaName'}
            control={
              <Checkbox
                size="small"
                checked={value[column.field]}
                onChange={(e) => onChange({ ...value, [column.field]: e.target.checked })}
              />
            }
          />
        ))}
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          size="small"
          color="inherit"
          onClick={() => onChange({ ...defaultColumnVisibility })}
        >
          {t('Reset columns')}
        </Button>
      </Box>
    </PopoverButton>
  );
}
