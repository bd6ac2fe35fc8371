import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * An on/off setting bound to react-hook-form: a Switch with its label, or with a title and a
 * sentence under it when `description` is given.
 */
export function FormSwitch<T extends FieldValues>({
  name,
  control,
  label,
  description,
  sx,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  description?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
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
      )}
    />
  );
}
