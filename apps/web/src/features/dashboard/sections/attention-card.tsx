import type { DashboardAttentionItem } from '@app/contract';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyOffOutlined from '@mui/icons-material/KeyOffOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { flipInRtl } from '../../../components/flip-in-rtl.ts';
import { Label } from '../../../components/label.tsx';
import { formatFull } from '../../../format/format.ts';
import { campaignHref } from '../../campaigns/index.ts';
import { timeAgo } from '../logic/dashboard-period.ts';

function AttentionRow({ item }: { item: DashboardAttentionItem }) {
  const { t } = useTranslation();
  const pool = item.reason === 'empty-key-pool';
  const count = formatFull(item.count);
  return (
    <ListItemButton
      component={RouterLink}
      to={campaignHref(item.campaign.id, pool ? 'redeem-codes' : 'workflow')}
      sx={{ gap: 2, py: 1.5, px: 3, alignItems: 'flex-start' }}
    >
      <Box
        aria-hidden
        sx={(theme) => {
          const tone = pool ? theme.palette.error : theme.palette.warning;
          return {
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: theme.palette.mode === 'light' ? tone.dark : tone.light,
            bgcolor: alpha(tone.main, 0.14),
            '& svg': { fontSize: 20 },
          };
        }}
      >
        {pool ? <KeyOffOutlined /> : <MarkEmailUnreadOutlined />}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {item.campaign.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <bdi dir="ltr">
            {pool
              ? item.count === 1
                ? t('No {{platform}} keys left · 1 creator waiting', {
                    platform: item.platformLabel ?? '',
                  })
                : t('No {{platform}} keys left · {{count}} creators waiting', {
                    platform: item.platformLabel ?? '',
                    count,
                  })
              : item.count === 1
                ? t('1 invite unanswered for over 7 days')
                : t('{{count}} invites unanswered for over 7 days', { count })}
          </bdi>
        </Typography>
        {item.since ? (
          <Typography variant="caption" sx={{ color: 'text.disabled' }}>
            <bdi dir="ltr">
              {pool
                ? t('First asked {{when}}', { when: timeAgo(item.since) })
                : t('Oldest invite {{when}}', { when: timeAgo(item.since) })}
            </bdi>
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, alignSelf: 'center' }}>
        <Label color={pool ? 'error' : 'warning'}>{pool ? t('Keys') : t('Invites')}</Label>
        <ChevronRight
          fontSize="small"
          sx={(theme) => ({ color: 'text.disabled', ...flipInRtl(theme) })}
        />
      </Box>
    </ListItemButton>
  );
}

/** Active campaigns with a dry key pool or invites left unanswered, linked to the right tab. */
export function AttentionCard({
  items,
  total,
}: {
  items: DashboardAttentionItem[];
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: 1, display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={t('Needs attention')}
        subheader={
          <bdi dir="ltr">
            {total === 0
              ? t('Active campaigns')
              : total === 1
                ? t('1 thing to act on in active campaigns')
                : t('{{count}} things to act on in active campaigns', { count: total })}
          </bdi>
        }
        action={total > 0 ? <Label color="error">{formatFull(total)}</Label> : null}
      />
      {items.length === 0 ? (
        <Box
          role="status"
          sx={{
            flexGrow: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            gap: 1,
            p: 4,
          }}
        >
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'success.main',
              bgcolor: alpha(theme.palette.success.main, 0.12),
              '& svg': { fontSize: 32 },
            })}
          >
            <TaskAltOutlined />
          </Box>
          <Typography variant="subtitle1">{t('All clear')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 280 }}>
            {t('Every key pool has codes and no invite has waited more than 7 days.')}
          </Typography>
        </Box>
      ) : (
        <List disablePadding sx={{ pb: 1 }} aria-label={t('Needs attention')}>
          {items.map((item) => (
            <AttentionRow
              key={`${item.reason}-${item.campaign.id}-${item.platform ?? ''}`}
              item={item}
            />
          ))}
        </List>
      )}
    </Card>
  );
}
