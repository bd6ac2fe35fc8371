import type { Campaign, WorkflowPreview } from '@app/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { type StepNotice, stepNotices, stepTitle } from '../logic/bulk-step-text.ts';
import { StepPreview } from '../sections/step-preview.tsx';

/** What a bulk step that asks for values gets from the creators table: who, and how to run it. */
export type StepDialogProps<TOut> = {
  campaign: Campaign;
  /** The picked creators: the title counts them. */
  ids: number[];
  /** The parent runs the step; busy while it does. */
  loading: boolean;
  /** Runs the step; a rejection stays in the dialog (field messages in place). */
  onSubmit: (values: TOut) => Promise<unknown>;
  onClose: () => void;
};

type StepFormDialogProps<TIn extends FieldValues, TOut> = Omit<
  StepDialogProps<TOut>,
  'campaign'
> & {
  step: 'approve' | 'pay';
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The server's preview of this step for the picked creators. */
  preview: UseQueryResult<WorkflowPreview>;
  /** Said after what the preview says of the step itself, e.g. the deal each creator is paid. */
  extraNotices?: StepNotice[];
  submitLabel: string;
  /** The fields the step asks for. */
  children: ReactNode;
};

/**
 * A bulk step that asks for values before it runs (Approve's deal, Pay's amount): its fields,
 * then what the server's preview says the step will do. It cannot run before the preview has
 * answered, nor when the step would move nobody.
 */
export function StepFormDialog<TIn extends FieldValues, TOut>({
  step,
  form,
  ids,
  preview,
  extraNotices = [],
  submitLabel,
  loading,
  onSubmit,
  onClose,
  children,
}: StepFormDialogProps<TIn, TOut>) {
  const { t } = useTranslation();
  const notices = preview.data ? stepNotices(step, preview.data, t) : [];
  return (
    <FormDialog
      form={form}
      title={stepTitle(step, ids.length, t)}
      submitLabel={submitLabel}
      submitDisabled={!preview.data || preview.data.moving === 0}
      pending={loading}
      onSubmit={async (values) => {
        await onSubmit(values);
        // The parent closes the dialog once the step is done, and says so itself.
        return null;
      }}
      onClose={onClose}
      maxWidth="xs"
    >
      {children}
      <StepPreview query={preview} notices={[...notices, ...extraNotices]} />
    </FormDialog>
  );
}
