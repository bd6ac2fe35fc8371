import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from './icon-tile.tsx';

export type SummaryCardColor = 'primary' | 'info' | 'success' | 'warning' | 'error';

interface SummaryCardProps {
  title: string;
  value: string;
  caption: string;
  icon: ReactNode;
  color: SummaryCardColor;
  /** 0-100: an optional share bar under the caption. */
  share?: number;
}

export function SummaryCard({ title, value, caption, icon, color, share }: SummaryCardProps) {
  return (
    <Card
      sx={(theme) => ({
        p: 3,
        height: '100%',
        position: 'relative',
        overflow: 'hidden',
        backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette[color].main, 0.08)}, transparent 60%)`,
      })}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
            {title}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ mt: 1, mb: 0.5, fontVariantNumeric: 'tabular-nums' }}
            noWrap
          >
            {value}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        </Box>
        <IconTile color={color} size={48} round>
          {icon}
        </IconTile>
      </Stack>
      {share === undefined ? null : (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.max(0, share))}
          color={color}
          aria-label={title}
          sx={(theme) => ({
            mt: 2,
            height: 6,
            borderRadius: 3,
            bgcolor: alpha(theme.palette[color].main, 0.16),
          })}
        />
      )}
    </Card>
  );
}
