import Box from '@mui/material/Box';

/**
 * A decorative image filling its parent (which must be positioned), cropped to cover it, so
 * what the parent holds can sit on top; nothing when there is no image.
 */
export function CoverImage({ src }: { src: string | null | undefined }) {
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }}
    />
  );
}
