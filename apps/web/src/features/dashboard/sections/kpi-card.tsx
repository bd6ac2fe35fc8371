import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { IconTile } from '../../../components/icon-tile.tsx';
import type { Change } from '../logic/dashboard-period.ts';

export type KpiColor = 'primary' | 'info' | 'success' | 'warning' | 'secondary';

type KpiCardProps = {
  title: string;
  value: string;
  icon: ReactNode;
  color: KpiColor;
  /** Against the window before; absent for figures that are "now" (active campaigns). */
  change?: Change;
  caption: string;
};

export function KpiCard({ title, value, icon, color, change, caption }: KpiCardProps) {
  const tone =
    change?.direction === 'up' ? 'success' : change?.direction === 'down' ? 'error' : null;
  return (
    <Card
      sx={(theme) => ({
        p: 2.5,
        height: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        backgroundImage: `linear-gradient(135deg, ${alpha(theme.palette[color].main, 0.1)}, transparent 65%)`,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <IconTile color={color} iconSize={22}>
          {icon}
        </IconTile>
        <Typography variant="subtitle2" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
          {title}
        </Typography>
      </Box>
      <Typography
        variant="h3"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
        aria-label={`${title}: ${value}`}
        data-kpi={title}
      >
        {value}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>
        {change ? (
          <Box
            component="span"
            sx={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
              typography: 'caption',
              fontWeight: 700,
              color: tone
                ? theme.palette.mode === 'light'
                  ? `${tone}.dark`
                  : `${tone}.light`
                : 'text.secondary',
              bgcolor: alpha(tone ? theme.palette[tone].main : theme.palette.grey[500], 0.14),
              '& svg': { fontSize: 14 },
            })}
          >
            {change.direction === 'up' ? (
              <ArrowUpward />
            ) : change.direction === 'down' ? (
              <ArrowDownward />
            ) : (
              <Remove />
            )}
            <bdi dir="ltr">{change.text}</bdi>
          </Box>
        ) : null}
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          <bdi dir="ltr">{caption}</bdi>
        </Typography>
      </Box>
    </Card>
  );
}
