import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import Box, { type BoxProps } from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

type VideoRowProps = {
  video: { url: string; title: string | null; thumbnailUrl: string | null };
  /** A line under the title: who posted it, when. */
  caption: ReactNode;
  /** In a grid cell: one line each, cut with an ellipsis; otherwise a long title wraps. */
  dense?: boolean;
  component?: BoxProps['component'];
};

/** A posted video: its thumbnail, its title linking to it, and a caption. */
export function VideoRow({ video, caption, dense = false, component = 'div' }: VideoRowProps) {
  return (
    <Box
      component={component}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
    >
      <Box
        sx={{
          width: 96,
          height: 54,
          borderRadius: 1,
          flexShrink: 0,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {video.thumbnailUrl ? (
          <Box
            component="img"
            src={video.thumbnailUrl}
            alt=""
            loading="lazy"
            sx={{ width: 1, height: 1, objectFit: 'cover' }}
          />
        ) : (
          <OndemandVideoOutlined sx={{ color: 'text.disabled' }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          href={video.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtitle2"
          color={dense ? 'text.primary' : undefined}
          underline={dense ? 'hover' : undefined}
          noWrap={dense}
          sx={{ display: 'block', overflowWrap: dense ? undefined : 'anywhere' }}
        >
          {video.title ?? video.url}
        </Link>
        {caption}
      </Box>
    </Box>
  );
}
