import type { RedeemCodeAuditAction, RedeemCodeAuditEntry } from '@app/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SkeletonRows } from '../../../components/skeleton-rows.tsx';
import { TablePager, useTablePaging } from '../../../components/table-paging.tsx';
import { formatDayTime } from '../../../format/format.ts';
import { campaignHref } from '../../campaigns/index.ts';
import { useCodeAudit } from '../api/redeem-codes-queries.ts';
import { describeAuditEntry } from '../logic/audit-entry.ts';
import { usePlainT } from '../logic/use-plain-t.ts';

const icons: Record<
  RedeemCodeAuditAction,
  { icon: ReactElement; color: 'primary' | 'info' | 'success' | 'warning' | 'secondary' }
> = {
  import: { icon: <FileUploadOutlined fontSize="small" />, color: 'primary' },
  'export-unused': { icon: <FileDownloadOutlined fontSize="small" />, color: 'warning' },
  'export-used': { icon: <FileDownloadOutlined fontSize="small" />, color: 'info' },
  transfer: { icon: <SwapHorizOutlined fontSize="small" />, color: 'secondary' },
  fulfil: { icon: <RedeemOutlined fontSize="small" />, color: 'success' },
  'bundle-size': { icon: <TuneOutlined fontSize="small" />, color: 'info' },
};

function AuditRow({ entry }: { entry: RedeemCodeAuditEntry }) {
  const { t } = useTranslation();
  const plainT = usePlainT();
  const line = describeAuditEntry(entry, plainT);
  const look = icons[entry.action];
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, py: 1.5, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 36,
          height: 36,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color:
            theme.palette.mode === 'light'
              ? theme.palette[look.color].dark
              : theme.palette[look.color].light,
          bgcolor: alpha(theme.palette[look.color].main, 0.12),
        })}
      >
        {look.icon}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {line.text}
          {line.otherCampaignId ? (
            <>
              {' '}
              <Link
                component={RouterLink}
                to={campaignHref(line.otherCampaignId, 'redeem-codes')}
                underline="hover"
              >
                {t('Open')}
              </Link>
            </>
          ) : null}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {[formatDayTime(entry.createdAt), ...line.details].join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

/** Who imported, exported, transferred and issued what, and when: newest first. */
export function AuditCard({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const paging = useTablePaging();
  const audit = useCodeAudit({
    campaignId,
    page: paging.page,
    pageSize: paging.pageSize,
    sort: { field: 'createdAt', order: 'desc' },
  });
  const items = audit.data?.items ?? [];

  return (
    <Card component="section" aria-labelledby="redeem-code-activity">
      <CardHeader
        title={t('Activity')}
        subheader={t('Who imported, exported, moved and handed out codes, and when')}
        slotProps={{ title: { component: 'h2', id: 'redeem-code-activity' } }}
      />
      <Box sx={{ px: 3, pb: audit.data && audit.data.total > paging.pageSize ? 0 : 2 }}>
        {audit.isPending ? (
          <Box sx={{ py: 1 }} aria-busy>
            <SkeletonRows count={3} height={44} />
          </Box>
        ) : audit.isError ? (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', py: 2 }}>
            {t(errorMessage(audit.error))}
          </Typography>
        ) : items.length === 0 ? (
          <Box sx={{ pb: 1 }}>
            <EmptyState
              compact
              icon={<HistoryOutlined />}
              title={t('Nothing has happened yet')}
              description={t('Imports, exports, transfers and keys handed out show up here.')}
            />
          </Box>
        ) : (
          <Box
            component="ul"
            aria-label={t('Redeem code activity')}
            sx={(theme) => ({
              listStyle: 'none',
              m: 0,
              p: 0,
              '& > li + li': { borderTop: `1px dashed ${theme.palette.divider}` },
            })}
          >
            {items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
      </Box>
      {audit.data && audit.data.total > 10 ? (
        <TablePager paging={paging} count={audit.data.total} />
      ) : null}
    </Card>
  );
}
