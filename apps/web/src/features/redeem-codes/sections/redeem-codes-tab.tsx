import { type Campaign, CampaignStatus, type RedeemCodePlatform } from '@app/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { WrapRow } from '../../../components/wrap-row.tsx';
import { formatFull } from '../../../format/format.ts';
import { useCodeStats, usePlatforms, useRequestStats } from '../api/redeem-codes-queries.ts';
import { BundleSizeDialog } from '../dialogs/bundle-size-dialog.tsx';
import { ExportCodesDialog } from '../dialogs/export-codes-dialog.tsx';
import { ImportCodesDialog } from '../dialogs/import-codes-dialog.tsx';
import { TransferCodesDialog } from '../dialogs/transfer-codes-dialog.tsx';
import { AuditCard } from './audit-card.tsx';
import { CodesTable } from './codes-table.tsx';
import { PoolCard, type PoolStats } from './pool-card.tsx';

type Dialog =
  | { kind: 'import'; platform: RedeemCodePlatform | null }
  | { kind: 'transfer' }
  | { kind: 'export' }
  | { kind: 'bundle'; pool: PoolStats }
  | null;

/** The campaign's Redeem Codes tab: pools per platform, the codes, and what happened to them. */
export function RedeemCodesTab({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const stats = useCodeStats(campaign.id);
  const requests = useRequestStats(campaign.id);
  const platformsQuery = usePlatforms();
  const [dialog, setDialog] = useState<Dialog>(null);
  const closed = campaign.status === CampaignStatus.Closed;

  const pools = stats.data?.platforms ?? [];
  const totals = stats.data?.totals;
  const waitingBy = useMemo(
    () => new Map((requests.data?.platforms ?? []).map((p) => [p.platform, p.waiting])),
    [requests.data],
  );
  const starving = pools.filter((p) => p.available === 0 && (waitingBy.get(p.platform) ?? 0) > 0);
  // Creators, not requests: one creator waiting on two platforms counts once.
  const waitingCount = requests.data?.waiting ?? 0;

  // The import picks from every platform; the campaign's own come first.
  const importPlatforms = useMemo(() => {
    const all = platformsQuery.data?.items ?? [];
    const own = new Set<string>([...campaign.redeemCodePlatforms, ...pools.map((p) => p.platform)]);
    return [...all.filter((p) => own.has(p.id)), ...all.filter((p) => !own.has(p.id))];
  }, [platformsQuery.data, campaign.redeemCodePlatforms, pools]);
  const tablePlatforms = pools.map((p) => ({ id: p.platform, label: p.label }));

  if (stats.isError) {
    return (
      <EmptyStateCard
        icon={<VpnKeyOutlined />}
        title={t('Could not load the redeem codes')}
        description={t(errorMessage(stats.error))}
        action={
          <Button variant="outlined" color="inherit" onClick={() => void stats.refetch()}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }

  const hasCodes = (totals?.total ?? 0) > 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <WrapRow>
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <Typography variant="h6" component="h2">
            {t('Keys')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {totals
              ? t(
                  '{{available}} available · {{reserved}} reserved · {{issued}} issued · {{total}} in total',
                  {
                    available: formatFull(totals.available),
                    reserved: formatFull(totals.reserved),
                    issued: formatFull(totals.issued),
                    total: formatFull(totals.total),
                  },
                )
              : t('Loading…')}
            {requests.data && requests.data.requested > 0
              ? ` · ${t('{{fulfilled}} of {{requested}} creators who asked have their keys', {
                  fulfilled: formatFull(requests.data.fulfilled),
                  requested: formatFull(requests.data.requested),
                })}`
              : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<SwapHorizOutlined />}
            disabled={!totals?.available}
            onClick={() => setDialog({ kind: 'transfer' })}
          >
            {t('Transfer unused')}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<FileDownloadOutlined />}
            disabled={!hasCodes}
            onClick={() => setDialog({ kind: 'export' })}
          >
            {t('Export')}
          </Button>
          <Button
            variant="contained"
            color="inherit"
            startIcon={<FileUploadOutlined />}
            onClick={() => setDialog({ kind: 'import', platform: null })}
          >
            {t('Import codes')}
          </Button>
        </Box>
      </WrapRow>

      {closed ? (
        <Alert severity="info" variant="outlined">
          {t(
            'This campaign is closed: creators can still see the keys they got; export or move what is left.',
          )}
        </Alert>
      ) : null}

      {starving.length ? (
        <Alert severity="warning" role="alert">
          <AlertTitle>
            {starving.length === 1
              ? t('No codes left for {{platform}}', { platform: t(starving[0]?.label ?? '') })
              : t('No codes left for {{platforms}}', {
                  platforms: starving.map((p) => t(p.label)).join(', '),
                })}
          </AlertTitle>
          {waitingCount === 1
            ? t(
                'A creator asked for a key and is waiting. Import more codes: they can then get theirs on their invite page.',
              )
            : t(
                '{{count}} creators asked for a key and are waiting. Import more codes: they can then get theirs on their invite page.',
                { count: waitingCount },
              )}
        </Alert>
      ) : null}

      {stats.isPending ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={260} />
          ))}
        </Box>
      ) : pools.length ? (
        <Box
          component="section"
          aria-label={t('Pools per platform')}
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {pools.map((pool) => (
            <PoolCard
              key={pool.platform}
              pool={pool}
              waiting={waitingBy.get(pool.platform) ?? 0}
              onImport={() => setDialog({ kind: 'import', platform: pool.platform })}
              onEditBundle={() => setDialog({ kind: 'bundle', pool })}
            />
          ))}
        </Box>
      ) : (
        <EmptyStateCard
          icon={<VpnKeyOutlined />}
          title={t('No key pools yet')}
          description={t(
            'Import a .txt file with one code per line for each platform. Approved creators get their bundle and see it on their invite page.',
          )}
          action={
            <Button
              variant="contained"
              startIcon={<FileUploadOutlined />}
              onClick={() => setDialog({ kind: 'import', platform: null })}
            >
              {t('Import codes')}
            </Button>
          }
        />
      )}

      {pools.length ? (
        <CodesTable campaignId={campaign.id} platforms={tablePlatforms} hasCodes={hasCodes} />
      ) : null}

      <AuditCard campaignId={campaign.id} />

      <ImportCodesDialog
        open={dialog?.kind === 'import'}
        campaignId={campaign.id}
        platforms={importPlatforms}
        platform={dialog?.kind === 'import' ? dialog.platform : null}
        onClose={() => setDialog(null)}
      />
      <TransferCodesDialog
        open={dialog?.kind === 'transfer'}
        campaign={campaign}
        pools={pools}
        onClose={() => setDialog(null)}
      />
      {dialog?.kind === 'export' ? (
        <ExportCodesDialog campaignId={campaign.id} pools={pools} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'bundle' ? (
        <BundleSizeDialog
          campaignId={campaign.id}
          pool={dialog.pool}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
