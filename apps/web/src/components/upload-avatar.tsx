import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, IMAGE_MAX_BYTES, validateImageFile } from './image-file.ts';

type UploadAvatarProps = {
  src: string | null;
  fallback: string;
  loading?: boolean;
  error?: string | null;
  onSelect: (file: File) => void;
  onInvalid: (message: string) => void;
};

export function UploadAvatar({
  src,
  fallback,
  loading = false,
  error,
  onSelect,
  onInvalid,
}: UploadAvatarProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) onInvalid(problem);
    else onSelect(file);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
        hidden
        onChange={handleChange}
      />
      <ButtonBase
        onClick={() => inputRef.current?.click()}
        disabled={loading}
        aria-label={t('Upload photo')}
        sx={(theme) => ({
          width: 144,
          height: 144,
          p: 1,
          borderRadius: '50%',
          border: `1px dashed ${error ? theme.palette.error.main : alpha(theme.palette.grey[500], 0.2)}`,
          position: 'relative',
          '&:hover .upload-overlay, &:focus-visible .upload-overlay': { opacity: 1 },
        })}
      >
        <Avatar src={src ?? undefined} sx={{ width: 1, height: 1, fontSize: 40 }}>
          {fallback}
        </Avatar>
        <Box
          className="upload-overlay"
          sx={(theme) => ({
            position: 'absolute',
            inset: 8,
            borderRadius: '50%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            color: 'common.white',
            bgcolor: alpha(theme.palette.grey[900], 0.64),
            opacity: loading || !src ? 1 : 0,
            transition: theme.transitions.create('opacity'),
          })}
        >
          {loading ? <CircularProgress size={28} color="inherit" /> : <AddAPhotoOutlined />}
          <Typography variant="caption">{loading ? t('Uploading…') : t('Update photo')}</Typography>
        </Box>
      </ButtonBase>
      <Typography
        variant="caption"
        role={error ? 'alert' : undefined}
        sx={{ color: error ? 'error.main' : 'text.disabled', textAlign: 'center', maxWidth: 220 }}
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
