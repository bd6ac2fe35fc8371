import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onSelect(file);
  };

  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = event.dataTransfer.files?.[0];
    if (file) onSelect(file);
  };

  return (
    <Box>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={handleChange}
      />
      <ButtonBase
        onClick={() => inputRef.current?.click()}
        disabled={disabled}
        aria-label={label}
        aria-describedby={error ? errorId : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={(theme) => {
          const tone = error ? theme.palette.error.main : theme.palette.grey[500];
          return {
            width: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            py: 5,
            px: 3,
            borderRadius: 1.5,
            textAlign: 'center',
            border: `1px dashed ${alpha(dragging ? theme.palette.primary.main : tone, 0.32)}`,
            bgcolor: alpha(dragging ? theme.palette.primary.main : tone, dragging ? 0.08 : 0.04),
            transition: theme.transitions.create(['background-color', 'border-color']),
            '&:hover': { bgcolor: alpha(theme.palette.grey[500], 0.08) },
            '&.Mui-disabled': { opacity: 0.48 },
          };
        }}
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
