import { approveInfluencersRequest, type Campaign, workflowMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useWorkflowPreview } from '../api/campaigns-queries.ts';
import { stepNotices, stepTitle } from '../logic/bulk-step-text.ts';
import { formatDeal } from '../logic/money.ts';
import { StepPreview } from '../sections/step-preview.tsx';

export type ApprovedDeal = { revenueAmount: number; postCount: number };

type ApproveDealDialogProps = {
  open: boolean;
  campaign: Campaign;
  ids: number[];
  loading: boolean;
  /** Runs the approval; a rejection stays in the dialog (field messages in place). */
  onSubmit: (deal: ApprovedDeal) => Promise<unknown>;
  onClose: () => void;
};

/** A number the field must hold: the server's words when empty, the contract's rule else. */
function dealField(missing: string, invalid: string, rule: z.ZodType) {
  return z.string().transform((text, ctx) => {
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    const value = Number(text);
    if (!rule.safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * Approve in a paid campaign: every approved creator gets a deal (revenue amount, number of
 * posts), prefilled from the campaign's deal. The server holds the same rule (no approval
 * without a deal), so the two never disagree; what the approval emails is shown first.
 */
export function ApproveDealDialog(props: ApproveDealDialogProps) {
  return props.open ? <ApproveDealContent {...props} /> : null;
}

function ApproveDealContent({ campaign, ids, loading, onSubmit, onClose }: ApproveDealDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => {
    const invalid = t('Enter a number of 0 or more');
    const rules = approveInfluencersRequest.shape;
    return z.object({
      revenueAmount: dealField(
        t(workflowMessages.dealRevenueRequired),
        invalid,
        rules.revenueAmount.unwrap(),
      ),
      postCount: dealField(
        t(workflowMessages.dealPostCountRequired),
        invalid,
        rules.postCount.unwrap(),
      ),
    });
  }, [t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      revenueAmount: campaign.dealRevenueAmount === null ? '' : String(campaign.dealRevenueAmount),
      postCount: campaign.dealPostCount === null ? '' : String(campaign.dealPostCount),
    },
  });
  const preview = useWorkflowPreview(campaign.id, { action: 'approve', ids });
  const notices = preview.data ? stepNotices('approve', preview.data, t) : [];
  const hasDeal = campaign.dealRevenueAmount !== null && campaign.dealPostCount !== null;

  return (
    <FormDialog
      form={form}
      title={stepTitle('approve', ids.length, t)}
      submitLabel={t('Approve')}
      submitDisabled={!preview.data || preview.data.moving === 0}
      pending={loading}
      onSubmit={async (deal) => {
        await onSubmit(deal);
        return null;
      }}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {hasDeal
          ? t('The deal each creator gets, prefilled from the campaign deal ({{deal}}).', {
              deal: t('{{amount}} for {{count}} posts', {
                amount: formatDeal(campaign.dealRevenueAmount),
                count: campaign.dealPostCount,
                defaultValue_one: '{{amount}} for {{count}} post',
              }),
            })
          : t('This campaign has no default deal: enter the deal each creator gets.')}
      </Typography>
      <FormTextField
        control={form.control}
        name="revenueAmount"
        label={t('Revenue amount')}
        type="number"
        required
        autoFocus
        slotProps={{
          htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <FormTextField
        control={form.control}
        name="postCount"
        label={t('Number of posts')}
        type="number"
        required
        helperText={t('How many videos or streams each creator owes.')}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
      <StepPreview query={preview} notices={notices} />
    </FormDialog>
  );
}
