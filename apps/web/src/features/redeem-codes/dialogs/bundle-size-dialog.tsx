import { REDEEM_CODE_BUNDLE_MAX, type RedeemCodePlatform } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { useSetBundleSize } from '../api/redeem-codes-queries.ts';

type BundleSizeDialogProps = {
  campaignId: number;
  /** The pool being edited; null keeps the dialog closed. */
  pool: { platform: RedeemCodePlatform; label: string; bundleSize: number } | null;
  onClose: () => void;
};

/** How many codes one creator gets on a platform. */
export function BundleSizeDialog({ campaignId, pool, onClose }: BundleSizeDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSetBundleSize();
  const [value, setValue] = useState('1');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (pool) {
      setValue(String(pool.bundleSize));
      setError(null);
    }
  }, [pool]);

  const parsed = Number(value);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= REDEEM_CODE_BUNDLE_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pool || !valid) return;
    save.mutate(
      { campaignId, platform: pool.platform, bundleSize: parsed },
      {
        onSuccess: () => {
          enqueueSnackbar(
            t('{{platform}}: {{count}} per creator', { platform: t(pool.label), count: parsed }),
            { variant: 'success' },
          );
          onClose();
        },
        onError: (err) => setError(t(errorMessage(err))),
      },
    );
  };

  return (
    <Dialog
      open={Boolean(pool)}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="bundle-size-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}
    >
      <DialogTitle id="bundle-size-title">
        {t('{{platform}} bundle', { platform: pool ? t(pool.label) : '' })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          autoFocus
          type="number"
          label={t('Codes per creator')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={!valid}
          helperText={
            valid
              ? t('How many codes each approved creator gets on this platform.')
              : t('A whole number from 1 to {{max}}', { max: REDEEM_CODE_BUNDLE_MAX })
          }
          slotProps={{ htmlInput: { min: 1, max: REDEEM_CODE_BUNDLE_MAX, step: 1 } }}
          sx={{ mt: 1 }}
        />
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!valid}>
          {t('Save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
