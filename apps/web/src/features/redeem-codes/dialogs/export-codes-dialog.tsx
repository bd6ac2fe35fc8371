import type { RedeemCodePlatform } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { formatFull } from '../../influencers/logic/format.ts';
import { useExportCodes } from '../api/redeem-codes-queries.ts';
import type { ExportKind } from '../logic/export-file.ts';
import type { PoolStats } from '../sections/pool-card.tsx';

type ExportCodesDialogProps = {
  open: boolean;
  campaignId: number;
  pools: PoolStats[];
  onClose: () => void;
};

/** Unused codes (optionally leaving the pool) or used ones, as a text file. */
export function ExportCodesDialog({ open, campaignId, pools, onClose }: ExportCodesDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const exporter = useExportCodes(campaignId);
  const [kind, setKind] = useState<ExportKind>('unused');
  const [remove, setRemove] = useState(false);
  const [platform, setPlatform] = useState<RedeemCodePlatform | ''>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setKind('unused');
      setRemove(false);
      setPlatform('');
      setError(null);
    }
  }, [open]);

  const inScope = platform ? pools.filter((p) => p.platform === platform) : pools;
  const unused = inScope.reduce((sum, p) => sum + p.available, 0);
  const used = inScope.reduce((sum, p) => sum + p.issued, 0);
  const count = kind === 'unused' ? unused : used;

  const run = () => {
    setError(null);
    const scope = platform ? { platform } : {};
    exporter.mutate(
      kind === 'unused'
        ? { kind, body: { campaignId, remove, ...scope } }
        : { kind, body: { campaignId, ...scope } },
      {
        onSuccess: (file) => {
          const codes = file.count ?? count;
          enqueueSnackbar(
            kind === 'unused' && remove
              ? t('Saved {{file}}: {{formatted}} codes, removed from the pool', {
                  file: file.fileName,
                  count: codes,
                  formatted: formatFull(codes),
                })
              : t('Saved {{file}}: {{formatted}} codes', {
                  file: file.fileName,
                  count: codes,
                  formatted: formatFull(codes),
                }),
            { variant: 'success' },
          );
          onClose();
        },
        onError: (err) => setError(t(errorMessage(err))),
      },
    );
  };

  const option = (value: ExportKind, title: string, description: string, amount: number) => (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={(theme) => ({
        m: 0,
        p: 1.5,
        pr: 2,
        alignItems: 'flex-start',
        borderRadius: 1.5,
        border: `1px solid ${kind === value ? theme.palette.primary.main : theme.palette.divider}`,
        bgcolor: kind === value ? alpha(theme.palette.primary.main, 0.04) : 'transparent',
        '& .MuiRadio-root': { mt: -0.75 },
      })}
      label={
        <Box>
          <Typography variant="subtitle2">
            {title}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              ({formatFull(amount)})
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
      }
    />
  );

  return (
    <Dialog
      open={open}
      onClose={exporter.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="export-codes-title"
    >
      <DialogTitle id="export-codes-title">{t('Export codes')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <RadioGroup
          aria-label={t('Which codes')}
          value={kind}
          onChange={(e) => setKind(e.target.value as ExportKind)}
          sx={{ gap: 1.5 }}
        >
          {option(
            'unused',
            t('Unused codes'),
            t('Available codes, one per line: ready to import elsewhere.'),
            unused,
          )}
          {option(
            'used',
            t('Used codes'),
            t('Issued codes with the creator and date, for accounting.'),
            used,
          )}
        </RadioGroup>
        {kind === 'unused' ? (
          <FormControlLabel
            control={<Checkbox checked={remove} onChange={(e) => setRemove(e.target.checked)} />}
            label={t('Remove them from the pool')}
          />
        ) : null}
        {kind === 'unused' && remove ? (
          <Alert severity="warning">
            {t(
              'The exported codes leave this campaign: creators can no longer get them here. Reserved and issued codes stay.',
            )}
          </Alert>
        ) : null}
        <TextField
          select
          label={t('Platform')}
          value={platform}
          onChange={(e) => setPlatform(e.target.value as RedeemCodePlatform | '')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('All platforms')}</MenuItem>
          {pools.map((p) => (
            <MenuItem key={p.platform} value={p.platform}>
              {t(p.label)}
            </MenuItem>
          ))}
        </TextField>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={exporter.isPending}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          color={kind === 'unused' && remove ? 'warning' : 'primary'}
          onClick={run}
          loading={exporter.isPending}
          disabled={count === 0}
        >
          {kind === 'unused' && remove ? t('Export and remove') : t('Export')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
