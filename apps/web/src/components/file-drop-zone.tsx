import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { dropTargetColors, useFilePicker } from './use-file-picker.ts';

type FileDropZoneProps = {
  /** The input's accept attribute, e.g. ".xlsx,.xls". */
  accept: string;
  /** The accessible name of the picker button. */
  label: string;
  title: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  onSelect: (file: File) => void;
};

/** A click-or-drop area for one file. The caller checks the file's type and size. */
export function FileDropZone({
  accept,
  label,
  title,
  hint,
  error,
  disabled = false,
  onSelect,
}: FileDropZoneProps) {
  const picker = useFilePicker({ disabled, onFile: onSelect });
  const errorId = `${picker.inputId}-error`;

  return (
    <Box>
      <input {...picker.inputProps} accept={accept} aria-label={label} />
      <ButtonBase
        onClick={picker.open}
        disabled={disabled}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        {...picker.dropProps}
        sx={(theme) => ({
          width: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          py: 5,
          px: 3,
          borderRadius: 1.5,
          textAlign: 'center',
          ...dropTargetColors(theme, error, picker.dragging),
          transition: theme.transitions.create(['background-color', 'border-color']),
          '&:hover': { bgcolor: alpha(theme.palette.grey[500], 0.08) },
          '&.Mui-disabled': { opacity: 0.48 },
        })}
      >
        <UploadFileOutlined sx={{ fontSize: 40, color: error ? 'error.main' : 'primary.main' }} />
        <Typography variant="subtitle1" component="span">
          {title}
        </Typography>
        {hint ? (
          <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        ) : null}
      </ButtonBase>
      {error ? (
        <Typography
          id={errorId}
          role="alert"
          variant="caption"
          sx={{ color: 'error.main', mt: 1, display: 'block' }}
        >
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
