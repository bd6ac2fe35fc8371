import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CoverImage } from './cover-image.tsx';
import { IMAGE_ACCEPT, pickImage } from './image-file.ts';
import { ImageRulesCaption } from './image-rules-caption.tsx';
import { revealUploadOverlay, UploadOverlay } from './upload-overlay.tsx';
import { dropTargetColors, useFilePicker } from './use-file-picker.ts';

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
  const picker = useFilePicker({
    disabled: loading,
    onFile: (file) => pickImage(file, onSelect, onInvalid),
  });
  const helperId = `${picker.inputId}-helper`;
  const action = loading
    ? t('Uploading…')
    : src
      ? t('Replace image')
      : t('Drop or select an image');

  return (
    <Box>
      <input {...picker.inputProps} accept={IMAGE_ACCEPT} aria-label={label} />
      <Box sx={{ position: 'relative' }}>
        <ButtonBase
          onClick={picker.open}
          disabled={loading}
          // The name says what the box is for and holds the words it shows (WCAG 2.5.3).
          aria-label={`${label}: ${action}`}
          aria-describedby={helperId}
          {...picker.dropProps}
          sx={(theme) => ({
            width: 1,
            aspectRatio: String(aspectRatio),
            borderRadius: 1.5,
            overflow: 'hidden',
            position: 'relative',
            ...dropTargetColors(theme, error, picker.dragging),
            ...revealUploadOverlay,
          })}
        >
          <CoverImage src={src} />
          <UploadOverlay
            loading={loading}
            hasImage={Boolean(src)}
            icon={
              <AddPhotoAlternateOutlined
                sx={{ fontSize: 36, color: src ? 'inherit' : 'primary.main' }}
              />
            }
            sx={(theme) => ({
              inset: 0,
              gap: 0.75,
              color: src ? 'common.white' : 'text.secondary',
              bgcolor: src ? alpha(theme.palette.grey[900], 0.56) : 'transparent',
            })}
          >
            <Typography variant="subtitle2" component="span">
              {action}
            </Typography>
          </UploadOverlay>
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
      <ImageRulesCaption id={helperId} error={error} sx={{ display: 'block', mt: 1 }} />
    </Box>
  );
}
