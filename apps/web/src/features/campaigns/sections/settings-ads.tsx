import { type Campaign, campaignAds } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SaveBar } from '../../../components/form/save-bar.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useUpdateCampaign } from '../api/campaigns-queries.ts';

// An emptied link field means "no link", not an invalid URL.
const adsSchema = campaignAds.extend({
  ctaUrl: z
    .union([z.literal(''), campaignAds.shape.ctaUrl])
    .transform((v) => (v === '' ? null : v)),
});
type AdsInput = z.input<typeof adsSchema>;
type AdsOutput = z.output<typeof adsSchema>;

function adsForm(c: Campaign): AdsInput {
  return {
    enabled: c.ads.enabled,
    subscribersThreshold: c.ads.subscribersThreshold,
    title: c.ads.title ?? '',
    description: c.ads.description ?? '',
    ctaLabel: c.ads.ctaLabel ?? '',
    ctaUrl: c.ads.ctaUrl ?? '',
  };
}

/** Creators under the subscribers threshold see this ad instead of a key. */
export function SettingsAds({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const update = useUpdateCampaign(campaign.id);
  const form = useForm<AdsInput, unknown, AdsOutput>({
    resolver: zodResolver(adsSchema),
    defaultValues: adsForm(campaign),
  });
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  const submit = form.handleSubmit((ads) =>
    update.mutate(
      { ads },
      {
        onSuccess: () => enqueueSnackbar(t('Ads saved'), { variant: 'success' }),
        onError: toastError,
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('Ads')} sx={{ maxWidth: 720 }}>
      <FormSwitch
        control={form.control}
        name="enabled"
        label={t('Show an ad to small creators')}
        description={t('Creators under the subscribers threshold see this ad instead of a key.')}
        sx={{ mb: 3 }}
      />
      {/* Off, the fields stay editable at full contrast (a dimmed field fails AA): a line says
          they wait for the switch. */}
      {enabled ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('The ad is off: what you enter here is kept for when you turn it on.')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Controller
          control={form.control}
          name="subscribersThreshold"
          render={({ field, fieldState }) => (
            <TextField
              label={t('Subscribers threshold')}
              type="number"
              value={field.value ?? ''}
              onChange={(e) =>
                field.onChange(e.target.value === '' ? null : Number(e.target.value))
              }
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? t('Creators with fewer subscribers see the ad.')
              }
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              fullWidth
            />
          )}
        />
        <FormTextField control={form.control} name="title" label={t('Ad title')} />
        <FormTextField
          control={form.control}
          name="description"
          label={t('Ad description')}
          multiline
          minRows={3}
        />
        <ResponsiveColumns columns="1fr 2fr" from="sm" gap={2.5}>
          <FormTextField
            control={form.control}
            name="ctaLabel"
            label={t('CTA label')}
            placeholder={t('e.g. Wishlist on Steam')}
          />
          <FormTextField
            control={form.control}
            name="ctaUrl"
            label={t('CTA link')}
            type="url"
            placeholder="https://…"
          />
        </ResponsiveColumns>
      </Box>
      <SaveBar
        dirty={form.formState.isDirty}
        saving={update.isPending}
        onReset={() => form.reset(adsForm(campaign))}
      />
    </Box>
  );
}
