import { approveInfluencersRequest, workflowMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { formatDeal } from '../../../format/money.ts';
import { useWorkflowPreview } from '../api/campaigns-queries.ts';
import { countInputSlotProps, dollarInputSlotProps } from '../sections/deal-input-props.tsx';
import { type StepDialogProps, StepFormDialog } from './step-form-dialog.tsx';

export type ApprovedDeal = { revenueAmount: number; postCount: number };

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
export const ApproveDealDialog = mountedWhileOpen(ApproveDealContent);

function ApproveDealContent({ campaign, ...run }: StepDialogProps<ApprovedDeal>) {
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
  const fields = formFields(form);
  const preview = useWorkflowPreview(campaign.id, { action: 'approve', ids: run.ids });
  const hasDeal = campaign.dealRevenueAmount !== null && campaign.dealPostCount !== null;

  return (
    <StepFormDialog
      step="approve"
      form={form}
      preview={preview}
      submitLabel={t('Approve')}
      {...run}
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
      <fields.Text
        name="revenueAmount"
        label={t('Revenue amount')}
        type="number"
        required
        autoFocus
        slotProps={dollarInputSlotProps}
      />
      <fields.Text
        name="postCount"
        label={t('Number of posts')}
        type="number"
        required
        helperText={t('How many videos or streams each creator owes.')}
        slotProps={countInputSlotProps}
      />
    </StepFormDialog>
  );
}
