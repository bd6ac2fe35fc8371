import { payInfluencersRequest, type WorkflowPreview, workflowMessages } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { formatDeal } from '../../../format/money.ts';
import { useWorkflowPreview } from '../api/campaigns-queries.ts';
import { payNotices } from '../logic/bulk-step-text.ts';
import { dollarInputSlotProps } from '../sections/deal-input-props.tsx';
import { type StepDialogProps, StepFormDialog } from './step-form-dialog.tsx';

type PaidValues = {
  /** Undefined: each creator is paid their agreed deal (the server's rule). */
  revenueAmount: number | undefined;
  /** Why they are paid before their agreed posts are published (asked only then). */
  reason: string | undefined;
};

/**
 * Mark as paid. It defaults to the agreed deal and says what that is (the server's preview:
 * each creator's own deal, else the paid campaign's); "Another amount" pays what is typed.
 */
export const PayDialog = mountedWhileOpen(PayContent);

function PayContent({ campaign, ...run }: StepDialogProps<PaidValues>) {
  const { t } = useTranslation();
  // Whether the preview found agreed posts missing: then a reason is required (issue 31).
  const needsReason = useRef(false);
  const schema = useMemo(() => {
    const rule = payInfluencersRequest.shape.revenueAmount.unwrap();
    return z
      .object({
        mode: z.enum(['agreed', 'amount']),
        revenueAmount: z.string(),
        reason: payInfluencersRequest.shape.reason.unwrap().or(z.literal('')),
      })
      .transform((values, ctx) => {
        const reason = values.reason.trim() || undefined;
        if (needsReason.current && !reason) {
          ctx.addIssue({
            code: 'custom',
            path: ['reason'],
            message: t(workflowMessages.payReasonRequired),
          });
          return z.NEVER;
        }
        if (values.mode === 'agreed') return { revenueAmount: undefined, reason };
        const amount = Number(values.revenueAmount);
        if (values.revenueAmount.trim() === '' || !rule.safeParse(amount).success) {
          ctx.addIssue({
            code: 'custom',
            path: ['revenueAmount'],
            message: t('Enter a number of 0 or more'),
          });
          return z.NEVER;
        }
        return { revenueAmount: amount, reason };
      });
  }, [t]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { mode: 'agreed', revenueAmount: '', reason: '' },
  });
  const fields = formFields(form);
  const mode = useWatch({ control: form.control, name: 'mode' });
  const preview = useWorkflowPreview(campaign.id, { action: 'pay', ids: run.ids });
  const payment = preview.data?.payment ?? null;
  const agreed = payment ? payNotices(payment, t, formatDeal) : null;
  const nobodyAgreed = agreed !== null && agreed.amount === null;
  const postsMissing = payment && payment.missingPosts > 0 ? payment : null;
  needsReason.current = postsMissing !== null;

  // No one has a deal to pay: the only choice left is an amount.
  useEffect(() => {
    if (nobodyAgreed) form.setValue('mode', 'amount');
  }, [nobodyAgreed, form]);

  const single = run.ids.length === 1;

  return (
    <StepFormDialog
      step="pay"
      form={form}
      preview={preview}
      extraNotices={mode === 'agreed' && agreed ? agreed.notices : []}
      submitLabel={t('Mark as paid')}
      {...run}
    >
      <fields.Field
        name="mode"
        render={({ field }) => (
          <RadioGroup
            aria-label={t('Amount paid')}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value === 'amount' ? 'amount' : 'agreed')}
          >
            <FormControlLabel
              value="agreed"
              disabled={nobodyAgreed}
              control={<Radio />}
              label={
                <Box>
                  <Typography variant="body2">
                    {single ? t('The agreed deal') : t('Each creator’s agreed deal')}
                  </Typography>
                  <Typography
                    variant="subtitle2"
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                    dir="auto"
                  >
                    {agreed ? (agreed.amount ?? t('No deal was agreed')) : '…'}
                  </Typography>
                </Box>
              }
            />
            <FormControlLabel value="amount" control={<Radio />} label={t('Another amount')} />
          </RadioGroup>
        )}
      />
      {mode === 'amount' ? (
        <fields.Text
          name="revenueAmount"
          label={single ? t('Amount paid') : t('Amount paid to each creator')}
          type="number"
          required
          autoFocus
          slotProps={dollarInputSlotProps}
        />
      ) : null}
      {postsMissing ? <PostsMissing payment={postsMissing} /> : null}
      {postsMissing ? (
        <fields.Text
          name="reason"
          label={t('Reason for paying now')}
          helperText={t('Kept in the creator’s history in this campaign.')}
          required
          multiline
          minRows={2}
        />
      ) : null}
    </StepFormDialog>
  );
}

/** "Posts not published yet": each creator paid early, with how many of the agreed posts are out. */
function PostsMissing({ payment }: { payment: NonNullable<WorkflowPreview['payment']> }) {
  const { t } = useTranslation();
  const more = payment.missingPosts - payment.postsMissing.length;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="p">
        {t('Agreed posts not published yet')}
      </Typography>
      <Box component="ul" aria-label={t('Posts missing')} sx={{ m: 0, pl: 2.5 }}>
        {payment.postsMissing.map((creator) => (
          <Typography component="li" variant="body2" key={creator.id} dir="auto">
            {t('{{name}}: {{published}} of {{agreed}} published', {
              name: creator.mediaName,
              published: creator.published,
              agreed: creator.agreed,
            })}
          </Typography>
        ))}
        {more > 0 ? (
          <Typography component="li" variant="body2">
            {t('and {{count}} more', { count: more })}
          </Typography>
        ) : null}
      </Box>
    </Alert>
  );
}
