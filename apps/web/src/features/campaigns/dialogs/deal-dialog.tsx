import { approveInfluencersRequest, type Campaign } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeal } from '../logic/money.ts';

export type DealKind = 'approve' | 'pay';
export type Deal = { revenueAmount?: number; postCount?: number };

type DealDialogProps = {
  kind: DealKind | null;
  campaign: Campaign;
  count: number;
  loading: boolean;
  onSubmit: (deal: Deal) => void;
  onClose: () => void;
};

/**
 * Approve (revenueAmount, postCount) or Mark as paid (revenueAmount). Empty fields are left out
 * so the server uses the campaign's deal (approve) or each creator's agreed amount (pay).
 */
export function DealDialog(props: DealDialogProps) {
  return props.kind ? <DealDialogContent {...props} kind={props.kind} /> : null;
}

function DealDialogContent({
  kind,
  campaign,
  count,
  loading,
  onSubmit,
  onClose,
}: DealDialogProps & { kind: DealKind }) {
  const { t } = useTranslation();
  const approving = kind === 'approve';
  const [amount, setAmount] = useState(
    approving && campaign.dealRevenueAmount !== null ? String(campaign.dealRevenueAmount) : '',
  );
  const [posts, setPosts] = useState(
    approving && campaign.dealPostCount !== null ? String(campaign.dealPostCount) : '',
  );
  const [errors, setErrors] = useState<{ revenueAmount?: string; postCount?: string }>({});

  const submit = () => {
    const body = {
      ids: [1],
      revenueAmount: amount.trim() === '' ? undefined : Number(amount),
      ...(approving ? { postCount: posts.trim() === '' ? undefined : Number(posts) } : {}),
    };
    // The contract's approve schema checks both numbers (pay takes the same revenueAmount rule;
    // ids are the caller's).
    const parsed = approveInfluencersRequest.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'revenueAmount' || field === 'postCount')
          next[field] = t('Enter a number of 0 or more');
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit({
      revenueAmount: parsed.data.revenueAmount,
      postCount: approving ? parsed.data.postCount : undefined,
    });
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="deal-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogTitle id="deal-title">
          {approving
            ? t('Approve {{count}} creators', { count })
            : t('Mark {{count}} creators as paid', { count })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {approving
              ? t(
                  'The deal each approved creator gets. Leave empty to use the campaign deal ({{deal}}).',
                  {
                    deal: formatDeal(campaign.dealRevenueAmount),
                  },
                )
              : t(
                  'The amount paid to each creator. Leave empty to pay each one their agreed deal.',
                )}
          </Typography>
          <TextField
            label={t('Revenue amount')}
            type="number"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={Boolean(errors.revenueAmount)}
            helperText={errors.revenueAmount}
            autoFocus
            slotProps={{
              htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          {approving ? (
            <TextField
              label={t('Post count')}
              type="number"
              value={posts}
              onChange={(e) => setPosts(e.target.value)}
              error={Boolean(errors.postCount)}
              helperText={errors.postCount ?? t('How many videos or streams each creator owes.')}
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={loading}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={approving ? 'primary' : 'success'}
            loading={loading}
          >
            {approving ? t('Approve') : t('Mark as paid')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
