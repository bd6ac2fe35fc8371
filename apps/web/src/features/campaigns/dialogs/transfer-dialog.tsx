import { type CampaignListItem, CampaignStatus } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaigns } from '../api/campaigns-queries.ts';

type TransferDialogProps = {
  open: boolean;
  campaignId: number;
  count: number;
  loading: boolean;
  onSubmit: (target: number, mode: 'copy' | 'move') => void;
  onClose: () => void;
};

/** Put the selected creators into another campaign as Pending: a copy, or a move. */
export function TransferDialog(props: TransferDialogProps) {
  return props.open ? <TransferContent {...props} /> : null;
}

function TransferContent({ campaignId, count, loading, onSubmit, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number | ''>('');
  const [mode, setMode] = useState<'copy' | 'move'>('copy');
  const campaigns = useCampaigns({
    page: 0,
    pageSize: 100,
    sort: { field: 'createdAt', order: 'desc' },
    filters: { status: CampaignStatus.Active },
  });
  const options: CampaignListItem[] = (campaigns.data?.items ?? []).filter(
    (c) => c.id !== campaignId,
  );

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="transfer-title"
    >
      <DialogTitle id="transfer-title">{t('Transfer {{count}} creators', { count })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          select
          label={t('Target campaign')}
          value={target === '' ? '' : String(target)}
          onChange={(e) => setTarget(Number(e.target.value))}
          helperText={
            campaigns.isSuccess && !options.length
              ? t('There is no other active campaign.')
              : undefined
          }
        >
          {options.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {c.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                  {c.product.title}
                </Typography>
              </Box>
            </MenuItem>
          ))}
        </TextField>
        <RadioGroup
          value={mode}
          onChange={(e) => setMode(e.target.value === 'move' ? 'move' : 'copy')}
        >
          <FormControlLabel
            value="copy"
            control={<Radio />}
            label={t('Copy: keep them here too')}
          />
          <FormControlLabel
            value="move"
            control={<Radio />}
            label={t('Move: remove them from this campaign (paid creators stay)')}
          />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={loading}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          color="inherit"
          disabled={target === ''}
          loading={loading}
          onClick={() => target !== '' && onSubmit(target, mode)}
        >
          {t('Transfer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
