import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, pickImage } from './image-file.ts';
import { ImageRulesCaption } from './image-rules-caption.tsx';
import { revealUploadOverlay, UploadOverlay } from './upload-overlay.tsx';
import { useFilePicker } from './use-file-picker.ts';

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
  const picker = useFilePicker({ onFile: (file) => pickImage(file, onSelect, onInvalid) });
  const caption = loading ? t('Uploading…') : t('Update photo');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <input {...picker.inputProps} accept={IMAGE_ACCEPT} />
      <ButtonBase
        onClick={picker.open}
        disabled={loading}
        sx={(theme) => ({
          width: 144,
          height: 144,
          p: 1,
          borderRadius: '50%',
          border: `1px dashed ${error ? theme.palette.error.main : alpha(theme.palette.grey[500], 0.2)}`,
          position: 'relative',
          ...revealUploadOverlay,
        })}
      >
        {/* Hidden from the name, so the button is called by its caption alone. */}
        <Avatar aria-hidden src={src ?? undefined} sx={{ width: 1, height: 1, fontSize: 40 }}>
          {fallback}
        </Avatar>
        <UploadOverlay
          loading={loading}
          hasImage={Boolean(src)}
          icon={<AddAPhotoOutlined />}
          sx={(theme) => ({
            inset: 8,
            borderRadius: '50%',
            gap: 0.5,
            color: 'common.white',
            bgcolor: alpha(theme.palette.grey[900], 0.64),
          })}
        >
          <Typography variant="caption">{caption}</Typography>
        </UploadOverlay>
      </ButtonBase>
      <ImageRulesCaption error={error} sx={{ textAlign: 'center', maxWidth: 220 }} />
    </Box>
  );
}
