import { approveInfluencersRequest, type Campaign } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
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

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * The fields as typed, checked by the contract's approve rules (pay takes the same
 * revenueAmount rule). An empty field is left out of the deal.
 */
function dealSchema(message: string) {
  const field = (rule: z.ZodType) =>
    z
      .string()
      .refine((value) => rule.safeParse(toNumber(value)).success, { error: message })
      .transform(toNumber);
  return z.object({
    revenueAmount: field(approveInfluencersRequest.shape.revenueAmount),
    postCount: field(approveInfluencersRequest.shape.postCount),
  });
}

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
  const schema = useMemo(() => dealSchema(t('Enter a number of 0 or more')), [t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      revenueAmount:
        approving && campaign.dealRevenueAmount !== null ? String(campaign.dealRevenueAmount) : '',
      postCount: approving && campaign.dealPostCount !== null ? String(campaign.dealPostCount) : '',
    },
  });

  // The parent runs the step and closes the dialog once it answers.
  const submit = ({ revenueAmount, postCount }: Deal) => {
    onSubmit({ revenueAmount, postCount: approving ? postCount : undefined });
    return null;
  };

  return (
    <FormDialog
      form={form}
      title={
        approving
          ? t('Approve {{count}} creators', { count })
          : t('Mark {{count}} creators as paid', { count })
      }
      submitLabel={approving ? t('Approve') : t('Mark as paid')}
      submitColor={approving ? 'primary' : 'success'}
      pending={loading}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {approving
          ? t(
              'The deal each approved creator gets. Leave empty to use the campaign deal ({{deal}}).',
              { deal: formatDeal(campaign.dealRevenueAmount) },
            )
          : t('The amount paid to each creator. Leave empty to pay each one their agreed deal.')}
      </Typography>
      <FormTextField
        control={form.control}
        name="revenueAmount"
        label={t('Revenue amount')}
        type="number"
        autoFocus
        slotProps={{
          htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      {approving ? (
        <FormTextField
          control={form.control}
          name="postCount"
          label={t('Post count')}
          type="number"
          helperText={t('How many videos or streams each creator owes.')}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      ) : null}
    </FormDialog>
  );
}
