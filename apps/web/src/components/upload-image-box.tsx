import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, IMAGE_MAX_BYTES, validateImageFile } from './image-file.ts';

type UploadImageBoxProps = {
  /** The accessible name of the picker, e.g. "Cover image". */
  label: string;
  src: string | null;
  loading?: boolean;
  error?: string | null;
  /** Width / height of the preview, e.g. 16 / 9 for a game cover. */
  aspectRatio?: number;
  onSelect: (file: File) => void;
  onInvalid: (message: string) => void;
  onRemove?: () => void;
};

/**
 * A rectangular image picker (covers, campaign art): click or drop, a preview, the type and
 * size check of SPEC 5 before anything is uploaded. UploadAvatar is the round sibling.
 */
export function UploadImageBox({
  label,
  src,
  loading = false,
  error,
  aspectRatio = 16 / 9,
  onSelect,
  onInvalid,
  onRemove,
}: UploadImageBoxProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) onInvalid(problem);
    else onSelect(file);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    take(file);
  };

  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!loading) take(event.dataTransfer.files?.[0]);
  };

  return (
    <Box>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
        hidden
        aria-label={label}
        onChange={handleChange}
      />
      <Box sx={{ position: 'relative' }}>
        <ButtonBase
          onClick={() => inputRef.current?.click()}
          disabled={loading}
          aria-label={label}
          aria-describedby={helperId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!loading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
          sx={(theme) => {
            const tone = error ? theme.palette.error.main : theme.palette.grey[500];
            return {
              width: 1,
              aspectRatio: String(aspectRatio),
              borderRadius: 1.5,
              overflow: 'hidden',
              position: 'relative',
              border: `1px dashed ${alpha(dragging ? theme.palette.primary.main : tone, 0.32)}`,
              bgcolor: alpha(dragging ? theme.palette.primary.main : tone, dragging ? 0.08 : 0.04),
              '&:hover .upload-image-overlay, &:focus-visible .upload-image-overlay': {
                opacity: 1,
              },
            };
          }}
        >
          {src ? (
            <Box
              component="img"
              src={src}
              alt=""
              sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
            />
          ) : null}
          <Box
            className="upload-image-overlay"
            sx={(theme) => ({
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.75,
              color: src ? 'common.white' : 'text.secondary',
              bgcolor: src ? alpha(theme.palette.grey[900], 0.56) : 'transparent',
              opacity: loading || !src ? 1 : 0,
              transition: theme.transitions.create('opacity'),
            })}
          >
            {loading ? (
              <CircularProgress size={28} color="inherit" />
            ) : (
              <AddPhotoAlternateOutlined
                sx={{ fontSize: 36, color: src ? 'inherit' : 'primary.main' }}
              />
            )}
            <Typography variant="subtitle2" component="span">
              {loading ? t('Uploading…') : src ? t('Replace image') : t('Drop or select an image')}
            </Typography>
          </Box>
        </ButtonBase>
        {src && onRemove && !loading ? (
          <IconButton
            size="small"
            aria-label={t('Remove image')}
            onClick={onRemove}
            sx={(theme) => ({
              position: 'absolute',
              top: 8,
              insetInlineEnd: 8,
              color: 'common.white',
              bgcolor: alpha(theme.palette.grey[900], 0.48),
              '&:hover': { bgcolor: alpha(theme.palette.grey[900], 0.72) },
            })}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <Typography
        id={helperId}
        variant="caption"
        role={error ? 'alert' : undefined}
        sx={{ display: 'block', mt: 1, color: error ? 'error.main' : 'text.disabled' }}
      >
        {error
          ? t(error)
          : t('Allowed *.jpeg, *.jpg, *.png, *.gif — max size of {{size}}', {
              size: formatBytes(IMAGE_MAX_BYTES),
            })}
      </Typography>
    </Box>
  );
}
