import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type SettingSwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A sentence under the label, which then reads as a title. */
  description?: ReactNode;
  disabled?: boolean;
  sx?: SxProps<Theme>;
};

/** An on/off setting: a Switch with its label, or with a title and a sentence under it. */
export function SettingSwitch({
  checked,
  onChange,
  label,
  description,
  disabled,
  sx,
}: SettingSwitchProps) {
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
        />
      }
      label={
        description ? (
          <Box>
            <Typography variant="subtitle2">{label}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          </Box>
        ) : (
          label
        )
      }
      sx={[
        description ? { m: 0, gap: 1, alignItems: 'flex-start' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
