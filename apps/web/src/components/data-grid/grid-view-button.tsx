import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { GRID_CHECKBOX_SELECTION_FIELD, gridColumnVisibilityModelSelector } from '@mui/x-data-grid';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverButton } from '../popover-button.tsx';
import { type GridDensity, gridDensities } from './grid-view-prefs.ts';
import type { ServerGrid } from './use-server-grid.ts';

/**
 * "Display": the table's row density and which columns show, kept per user (grid.view).
 * Columns hidden to fit the width are listed as such; ticking one shows it, and the table
 * then scrolls sideways.
 */
type GridViewGrid = Pick<ServerGrid<string>, 'view' | 'apiRef'>;

export function GridViewButton({ grid }: { grid: GridViewGrid }) {
  const { t } = useTranslation();
  return (
    <PopoverButton label={t('Display')} icon={<ViewColumnOutlined />} width={300}>
      <GridViewPanel grid={grid} />
    </PopoverButton>
  );
}

/** Mounted while the panel is open, so it reads the grid's columns as they are then. */
function GridViewPanel({ grid }: { grid: GridViewGrid }) {
  const { t } = useTranslation();
  const densityLabel: Record<GridDensity, string> = {
    compact: t('Compact'),
    standard: t('Standard'),
    comfortable: t('Comfortable'),
  };
  const { view, apiRef } = grid;
  const api = apiRef.current;
  const shown = api ? gridColumnVisibilityModelSelector(apiRef) : {};
  const columns = (api ? api.getAllColumns() : []).filter(
    (c) => c.field !== GRID_CHECKBOX_SELECTION_FIELD && c.hideable !== false && c.headerName,
  );
  const changed = Object.keys(view.columns).length > 0 || view.density !== 'standard';
  const densityBox = useRef<HTMLDivElement>(null);
  const reset = () => {
    // Reset disables itself: its focus would fall to the page, outside the panel, where
    // Escape no longer closes it. Focus goes to the panel's first control instead.
    densityBox.current?.querySelector<HTMLElement>('button')?.focus();
    view.reset();
  };

  return (
    <>
      <Box ref={densityBox} sx={{ px: 2, pt: 1.5, pb: 2 }}>
        <Typography id="grid-density-label" variant="subtitle2" sx={{ mb: 1 }}>
          {t('Density')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={view.density}
          onChange={(_, value: GridDensity | null) => value && view.setDensity(value)}
          aria-labelledby="grid-density-label"
        >
          {gridDensities.map((density) => (
            <ToggleButton key={density} value={density}>
              {densityLabel[density]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box
        role="group"
        aria-labelledby="grid-columns-label"
        sx={{ display: 'flex', flexDirection: 'column', px: 2, py: 1.5 }}
      >
        <Typography id="grid-columns-label" variant="subtitle2">
          {t('Columns')}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 320, overflowY: 'auto' }}>
          {columns.map((column) => {
            const chosen = view.columns[column.field];
            const visible = chosen ?? shown[column.field] ?? true;
            return (
              <FormControlLabel
                key={column.field}
                label={
                  <>
                    {column.headerName}
                    {chosen === undefined && !visible ? (
                      <Typography
                        component="span"
                        variant="caption"
                        sx={{ color: 'text.secondary', marginInlineStart: 1 }}
                      >
                        {t('hidden to fit')}
                      </Typography>
                    ) : null}
                  </>
                }
                control={
                  <Checkbox
                    size="small"
                    checked={visible}
                    onChange={(e) => view.setColumns({ [column.field]: e.target.checked })}
                  />
                }
              />
            );
          })}
        </Box>
      </Box>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" color="inherit" disabled={!changed} onClick={reset}>
          {t('Reset')}
        </Button>
      </Box>
    </>
  );
}
