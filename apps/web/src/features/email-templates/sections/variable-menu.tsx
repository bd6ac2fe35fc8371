import { templateVariables, templateVariableToken } from '@app/contract';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type MouseEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A variable the menu offers: its `{{name}}` and its label (an English source string). */
export type MenuVariable = { readonly name: string; readonly label: string };

type VariableMenuProps = {
  /** Called with the variable's name, e.g. `influencer.firstName`. */
  onInsert: (name: string) => void;
  /** The button's accessible name; it also says where the variable goes. */
  label: string;
  /** An icon button (inside a field) instead of a labelled button (in a toolbar). */
  compact?: boolean;
  disabled?: boolean;
  /** The variables offered; campaign templates' full list unless told (mailings use fewer). */
  variables?: readonly MenuVariable[];
};

/**
 * A button that opens the list of template variables; the chosen one is inserted where the
 * cursor was. A mousedown on the button does not take focus, so the field keeps its caret.
 */
export function VariableMenu({
  onInsert,
  label,
  compact = false,
  disabled,
  variables = templateVariables,
}: VariableMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  const common = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? menuId : undefined,
    disabled,
    onMouseDown: (e: MouseEvent) => e.preventDefault(),
    onClick: open,
  };
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <span>
            <IconButton size="small" aria-label={label} edge="end" {...common}>
              <DataObjectOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          size="small"
          color="inherit"
          startIcon={<DataObjectOutlined />}
          endIcon={<ArrowDropDown />}
          aria-label={label}
          sx={{ flexShrink: 0 }}
          {...common}
        >
          {t('Variable')}
        </Button>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        // Back to the field, not to the button, so typing goes on where the variable went.
        disableRestoreFocus
      >
        {variables.map((variable) => (
          <MenuItem
            key={variable.name}
            dense
            onClick={() => {
              setAnchor(null);
              onInsert(variable.name);
            }}
          >
            <ListItemText
              primary={t(variable.label)}
              secondary={templateVariableToken(variable.name)}
              slotProps={{ secondary: { dir: 'ltr', sx: { fontFamily: 'monospace' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
