import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const overlayClass = 'upload-overlay';

/** For the picker button's sx: its overlay shows while the pointer or the focus is on it. */
export const revealUploadOverlay = {
  [`&:hover .${overlayClass}, &:focus-visible .${overlayClass}`]: { opacity: 1 },
} as const;

/**
 * What an image picker lays over its picture: a spinner while uploading, else an icon, and a
 * line under it. It stays shown while uploading or while there is no picture; over a picture
 * it shows on hover and focus (`revealUploadOverlay`).
 */
export function UploadOverlay({
  loading,
  hasImage,
  icon,
  children,
  sx,
}: {
  loading: boolean;
  hasImage: boolean;
  icon: ReactNode;
  children: ReactNode;
  sx: SxProps<Theme>;
}) {
  const { t } = useTranslation();
  return (
    <Box
      className={overlayClass}
      sx={[
        (theme) => ({
          position: 'absolute',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          opacity: loading || !hasImage ? 1 : 0,
          transition: theme.transitions.create('opacity'),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {loading ? <CircularProgress size={28} color="inherit" aria-label={t('Uploading')} /> : icon}
      {children}
    </Box>
  );
}
