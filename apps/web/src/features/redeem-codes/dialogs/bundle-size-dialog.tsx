import { REDEEM_CODE_BUNDLE_MAX, type RedeemCodePlatform } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useSetBundleSize } from '../api/redeem-codes-queries.ts';

type BundleSizeDialogProps = {
  campaignId: number;
  /** The pool being edited. */
  pool: { platform: RedeemCodePlatform; label: string; bundleSize: number };
  onClose: () => void;
};

const isBundleSize = (value: string) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= REDEEM_CODE_BUNDLE_MAX;
};

/** How many codes one creator gets on a platform. Mounted only while open. */
export function BundleSizeDialog({ campaignId, pool, onClose }: BundleSizeDialogProps) {
  const { t } = useTranslation();
  const save = useSetBundleSize();
  const schema = useMemo(
    () =>
      z.object({
        bundleSize: z
          .string()
          .refine(isBundleSize, {
            error: t('A whole number from 1 to {{max}}', { max: REDEEM_CODE_BUNDLE_MAX }),
          })
          .transform(Number),
      }),
    [t],
  );
  // Checked as you type: the button waits for a valid number.
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { bundleSize: String(pool.bundleSize) },
  });
  const fields = formFields(form);

  const submit = async ({ bundleSize }: z.output<typeof schema>) => {
    await save.mutateAsync({ campaignId, platform: pool.platform, bundleSize });
    return t('{{platform}}: {{count}} per creator', { platform: t(pool.label), count: bundleSize });
  };

  return (
    <FormDialog
      form={form}
      title={t('{{platform}} bundle', { platform: t(pool.label) })}
      submitLabel={t('Save')}
      submitDisabled={!form.formState.isValid}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <fields.Text
        name="bundleSize"
        autoFocus
        type="number"
        label={t('Codes per creator')}
        helperText={t('How many codes each approved creator gets on this platform.')}
        slotProps={{ htmlInput: { min: 1, max: REDEEM_CODE_BUNDLE_MAX, step: 1 } }}
      />
    </FormDialog>
  );
}
