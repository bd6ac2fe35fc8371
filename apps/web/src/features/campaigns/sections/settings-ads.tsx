import { type Campaign, campaignAds } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formFields } from '../../../components/form/form-fields.ts';
import { numberFromText } from '../../../components/form/number-text.ts';
import { SettingsForm } from '../../../components/form/settings-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
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
  const update = useUpdateCampaign(campaign.id);
  const form = useForm<AdsInput, unknown, AdsOutput>({
    resolver: zodResolver(adsSchema),
    defaultValues: adsForm(campaign),
  });
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  const fields = formFields(form);

  const submit = async (ads: AdsOutput) => {
    await update.mutateAsync({ ads });
    return t('Ads saved');
  };

  return (
    <SettingsForm
      form={form}
      label={t('Ads')}
      onSubmit={submit}
      onReset={() => form.reset(adsForm(campaign))}
      sx={{ maxWidth: 720 }}
    >
      <fields.Switch
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
        <fields.Text
          name="subscribersThreshold"
          label={t('Subscribers threshold')}
          type="number"
          toValue={numberFromText(null)}
          helperText={t('Creators with fewer subscribers see the ad.')}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <fields.Text name="title" label={t('Ad title')} />
        <fields.Text name="description" label={t('Ad description')} multiline minRows={3} />
        <ResponsiveColumns columns="1fr 2fr" from="sm" gap={2.5}>
          <fields.Text
            name="ctaLabel"
            label={t('CTA label')}
            placeholder={t('e.g. Wishlist on Steam')}
          />
          <fields.Text name="ctaUrl" label={t('CTA link')} type="url" placeholder="https://…" />
        </ResponsiveColumns>
      </Box>
    </SettingsForm>
  );
}
