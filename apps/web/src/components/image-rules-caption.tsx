import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes, IMAGE_MAX_BYTES } from './image-file.ts';

/** Under an image picker: the types and size it takes, or why the picked file was refused. */
export function ImageRulesCaption({
  error,
  id,
  sx,
}: {
  error?: string | null;
  id?: string;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Typography
      id={id}
      variant="caption"
      role={error ? 'alert' : undefined}
      sx={[{ color: error ? 'error.main' : 'text.disabled' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {error
        ? t(error)
        : t('Allowed *.jpeg, *.jpg, *.png, *.gif — max size of {{size}}', {
            size: formatBytes(IMAGE_MAX_BYTES),
          })}
    </Typography>
  );
}
