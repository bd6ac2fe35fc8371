import {
  type CampaignListItem,
  CampaignStatus,
  campaignStatusLabel,
  type RedeemCodePlatform,
  type TransferUnusedResponse,
} from '@app/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { formatFull } from '../../../format/format.ts';
import { useCampaigns } from '../../campaigns/index.ts';
import { useTransferUnused } from '../api/redeem-codes-queries.ts';
import type { PoolStats } from '../sections/pool-card.tsx';
import { PoolPlatformSelect } from '../sections/pool-platform-select.tsx';
import { TaskDialog } from './task-dialog.tsx';

type TransferCodesDialogProps = {
  open: boolean;
  campaign: { id: number; name: string };
  pools: PoolStats[];
  onClose: () => void;
};

/** Moves AVAILABLE codes to another campaign's pools; reserved and issued codes stay. */
export function TransferCodesDialog({ open, campaign, pools, onClose }: TransferCodesDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const transfer = useTransferUnused();
  const [target, setTarget] = useState<CampaignListItem | null>(null);
  const [platform, setPlatform] = useState<RedeemCodePlatform | ''>('');
  const [input, setInput] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ answer: TransferUnusedResponse; to: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const search = useDebouncedValue(input.trim(), 300);

  useEffect(() => {
    if (open) {
      setTarget(null);
      setPlatform('');
      setInput('');
      setConfirming(false);
      setResult(null);
      setError(null);
    }
  }, [open]);

  const campaigns = useCampaigns(
    {
      page: 0,
      pageSize: 20,
      sort: { field: 'createdAt', order: 'desc' },
      search: search || undefined,
      filters: {},
    },
    open,
  );
  const options = useMemo(
    () => (campaigns.data?.items ?? []).filter((c) => c.id !== campaign.id),
    [campaigns.data, campaign.id],
  );

  const movable = platform
    ? (pools.find((p) => p.platform === platform)?.available ?? 0)
    : pools.reduce((sum, p) => sum + p.available, 0);
  const platformLabel = platform ? t(pools.find((p) => p.platform === platform)?.label ?? '') : '';
  const labelOf = (id: RedeemCodePlatform) => t(pools.find((p) => p.platform === id)?.label ?? id);

  const run = () => {
    if (!target) return;
    setError(null);
    transfer.mutate(
      {
        fromCampaignId: campaign.id,
        toCampaignId: target.id,
        ...(platform ? { platform } : {}),
      },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setResult({ answer, to: target.name });
          enqueueSnackbar(
            t('Moved {{formatted}} codes to {{campaign}}', {
              count: answer.transferred,
              formatted: formatFull(answer.transferred),
              campaign: target.name,
            }),
            { variant: answer.transferred > 0 ? 'success' : 'info' },
          );
        },
        onError: (err) => {
          setConfirming(false);
          setError(t(errorMessage(err)));
        },
      },
    );
  };

  return (
    <>
      <TaskDialog
        open={open}
        title={t('Transfer unused codes')}
        busy={transfer.isPending}
        done={result !== null}
        error={error}
        onClose={onClose}
        action={
          <Button
            variant="contained"
            disabled={!target || movable === 0}
            onClick={() => setConfirming(true)}
          >
            {t('Transfer')}
          </Button>
        }
      >
        {result ? (
          <Alert severity={result.answer.transferred > 0 ? 'success' : 'info'} role="status">
            <AlertTitle>
              {t('Moved {{formatted}} codes to {{campaign}}', {
                count: result.answer.transferred,
                formatted: formatFull(result.answer.transferred),
                campaign: result.to,
              })}
            </AlertTitle>
            {result.answer.platforms.length ? (
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {result.answer.platforms.map((p) => (
                  <li key={p.platform}>
                    <Typography variant="body2">
                      {t('{{platform}}: {{formatted}}', {
                        platform: labelOf(p.platform),
                        formatted: formatFull(p.transferred),
                      })}
                    </Typography>
                  </li>
                ))}
              </Box>
            ) : (
              t('There were no unused codes to move.')
            )}
          </Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(
                'Unused (available) codes move to the other campaign’s pools. Codes reserved for or issued to a creator never move.',
              )}
            </Typography>
            <Autocomplete<CampaignListItem>
              options={options}
              value={target}
              onChange={(_, value) => setTarget(value)}
              inputValue={input}
              onInputChange={(_, value) => setInput(value)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              loading={campaigns.isFetching}
              noOptionsText={t('No other campaigns')}
              renderOption={(props, option) => {
                const { key, ...rest } = props as typeof props & { key: string };
                return (
                  <li key={key} {...rest}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: 1 }}>
                      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                        <Typography variant="body2" noWrap>
                          {option.name}
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                          {option.status === CampaignStatus.Closed
                            ? `${option.product.title} · ${t(campaignStatusLabel[option.status])}`
                            : option.product.title}
                        </Typography>
                      </Box>
                    </Box>
                  </li>
                );
              }}
              renderInput={(params) => (
                <TextField {...params} label={t('Target campaign')} required />
              )}
            />
            <PoolPlatformSelect pools={pools} value={platform} onChange={setPlatform} />
            <Alert severity={movable > 0 ? 'info' : 'warning'} variant="outlined">
              {movable > 0
                ? t('{{formatted}} unused codes can move.', {
                    count: movable,
                    formatted: formatFull(movable),
                  })
                : t('No unused codes to move.')}
            </Alert>
          </>
        )}
      </TaskDialog>
      <ConfirmDialog
        open={confirming}
        color="primary"
        title={t('Transfer unused codes?')}
        content={
          platform
            ? t('Move {{formatted}} unused {{platform}} codes from {{from}} to {{to}}?', {
                count: movable,
                formatted: formatFull(movable),
                platform: platformLabel,
                from: campaign.name,
                to: target?.name ?? '',
              })
            : t('Move {{formatted}} unused codes from {{from}} to {{to}}?', {
                count: movable,
                formatted: formatFull(movable),
                from: campaign.name,
                to: target?.name ?? '',
              })
        }
        confirmLabel={t('Move codes')}
        loading={transfer.isPending}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
