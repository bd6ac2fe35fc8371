import { type RedeemCodeStatsResponse, redeemCodeStatusLabel } from '@app/contract';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatFull } from '../../../format/format.ts';
import { statusColor } from './code-status-label.tsx';

export type PoolStats = RedeemCodeStatsResponse['platforms'][number];

type PoolCardProps = {
  pool: PoolStats;
  /** Creators who asked for a key on this platform and got none yet. */
  waiting: number;
  onImport?: (() => void) | undefined;
  onEditBundle?: (() => void) | undefined;
};

const segments = ['issued', 'reserved', 'available'] as const;

/** One platform's pool: available / reserved / issued / total, a share bar and the bundle size. */
export function PoolCard({ pool, waiting, onImport, onEditBundle }: PoolCardProps) {
  const { t } = useTranslation();
  const empty = pool.available === 0;
  const starving = empty && waiting > 0;
  const label = t(pool.label);
  const summary = t(
    '{{platform}}: {{available}} available, {{reserved}} reserved, {{issued}} issued of {{total}}',
    {
      platform: label,
      available: formatFull(pool.available),
      reserved: formatFull(pool.reserved),
      issued: formatFull(pool.issued),
      total: formatFull(pool.total),
    },
  );

  return (
    <Card
      component="section"
      aria-label={t('{{platform}} pool', { platform: label })}
      sx={(theme) => ({
        p: 2.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: 1,
        outline: starving ? `1px solid ${alpha(theme.palette.warning.main, 0.48)}` : 'none',
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 1.25,
            display: 'grid',
            placeItems: 'center',
            color: theme.palette.mode === 'light' ? 'primary.dark' : 'primary.light',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          <VpnKeyOutlined fontSize="small" />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" noWrap>
            {label}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('{{formatted}} codes in total', {
              count: pool.total,
              formatted: formatFull(pool.total),
            })}
          </Typography>
        </Box>
        {starving ? (
          <Tooltip
            title={t(
              'No codes left for {{platform}}. Import more and waiting creators can get theirs on their invite page.',
              {
                platform: label,
              },
            )}
          >
            <Chip
              size="small"
              color="warning"
              icon={<HourglassEmptyOutlined />}
              label={t('{{count}} waiting', { count: waiting })}
            />
          </Tooltip>
        ) : empty ? (
          <Chip size="small" variant="outlined" label={t('Empty')} />
        ) : null}
      </Box>

      <Box>
        <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatFull(pool.available)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('available to hand out')}
        </Typography>
      </Box>

      <Box
        role="img"
        aria-label={summary}
        sx={(theme) => ({
          display: 'flex',
          height: 8,
          borderRadius: 4,
          overflow: 'hidden',
          bgcolor: alpha(theme.palette.grey[500], 0.16),
        })}
      >
        {pool.total > 0
          ? segments.map((key) => (
              <Box
                key={key}
                sx={(theme) => ({
                  width: `${(pool[key] / pool.total) * 100}%`,
                  bgcolor: theme.palette[statusColor[key]].main,
                  transition: theme.transitions.create('width'),
                })}
              />
            ))
          : null}
      </Box>

      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}
      >
        {(['available', 'reserved', 'issued'] as const).map((key) => (
          <Box key={key} sx={{ minWidth: 0 }}>
            <Box
              component="dt"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                typography: 'caption',
                color: 'text.secondary',
              }}
            >
              <Box
                aria-hidden
                sx={(theme) => ({
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  flexShrink: 0,
                  bgcolor: theme.palette[statusColor[key]].main,
                })}
              />
              {t(redeemCodeStatusLabel[key])}
            </Box>
            <Box
              component="dd"
              sx={{ m: 0, typography: 'subtitle2', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatFull(pool[key])}
            </Box>
          </Box>
        ))}
      </Box>

      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pt: 1.5,
          mt: 'auto',
          borderTop: `1px dashed ${theme.palette.divider}`,
        })}
      >
        <Typography variant="body2" sx={{ flexGrow: 1, color: 'text.secondary' }}>
          {pool.bundleSize === 1
            ? t('1 code per creator')
            : t('{{count}} codes per creator', { count: pool.bundleSize })}
        </Typography>
        {onEditBundle ? (
          <Tooltip title={t('Change bundle size')}>
            <IconButton
              size="small"
              aria-label={t('Change bundle size for {{platform}}', { platform: label })}
              onClick={onEditBundle}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {onImport ? (
          <Button
            size="small"
            color="inherit"
            startIcon={<FileUploadOutlined />}
            onClick={onImport}
            aria-label={t('Import {{platform}} codes', { platform: label })}
          >
            {t('Import')}
          </Button>
        ) : null}
      </Box>
    </Card>
  );
}
