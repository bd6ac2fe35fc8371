import type { Campaign } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { formFields } from '../../../components/form/form-fields.ts';
import { FormSection } from '../../../components/form/form-section.tsx';
import { SettingsForm } from '../../../components/form/settings-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { useUpdateCampaign } from '../api/campaigns-queries.ts';
import {
  type CampaignFormField,
  type CampaignFormInput,
  type CampaignFormOutput,
  campaignFormSchema,
  toCampaignForm,
  toCampaignRequest,
} from '../logic/campaign-form.ts';
import { useCampaignMedia } from '../logic/campaign-media.ts';
import { BasicInfoFields } from './basic-info-fields.tsx';
import { BriefFields } from './brief-fields.tsx';

// The emails the workflow sends on its own, each on or off.
const emailSwitches: { name: CampaignFormField; label: string }[] = [
  { name: 'replyToManagerEnabled', label: 'Replies go to the manager (Reply-To)' },
  {
    name: 'sendApprovedEmails',
    label: 'Email creators the “approved” template when you approve them',
  },
  {
    name: 'sendRejectedEmails',
    label: 'Email creators the “rejected” template when you reject them',
  },
  {
    name: 'sendPostSuggestions',
    label:
      'Send post suggestions: email the “post suggestion” template when a creator’s new upload matches the product',
  },
];

/** Everything the wizard asked, editable, plus how the campaign's emails go out. */
export function SettingsGeneral({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const update = useUpdateCampaign(campaign.id);
  const [media, setMedia] = useCampaignMedia(campaign);
  const onMedia = (m: Partial<typeof media>) => setMedia((v) => ({ ...v, ...m }));
  const form = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: toCampaignForm(campaign),
  });

  const fields = formFields(form);

  const submit = async (values: CampaignFormOutput) => {
    // Ads have their own tab and save; this form leaves them as they are.
    const { ads: _ads, ...body } = toCampaignRequest(values);
    await update.mutateAsync(body);
    return t('Campaign saved');
  };

  return (
    <SettingsForm
      form={form}
      label={t('General settings')}
      onSubmit={submit}
      onReset={() => {
        form.reset(toCampaignForm(campaign));
        setMedia({
          imageUrl: campaign.image?.url ?? null,
          briefFile: media.briefFile,
          instructionsFile: media.instructionsFile,
        });
      }}
    >
      <Box sx={{ display: 'grid', gap: 5 }}>
        <FormSection
          title={t('Basic Info')}
          description={t('The product, the deal and the dates.')}
        >
          <BasicInfoFields form={form} media={media} onMedia={onMedia} />
        </FormSection>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <BriefFields form={form} media={media} onMedia={onMedia} />
        <Divider sx={{ borderStyle: 'dashed' }} />
        <FormSection
          title={t('Emails')}
          description={t(
            'Who the campaign’s emails come from, and which ones the workflow sends on its own. Without a custom sender, the account of the campaign’s creator sends.',
          )}
        >
          <ResponsiveColumns columns="1fr 1fr" from="sm" gap={2.5}>
            <fields.Text name="senderName" label={t('Sender name')} />
            <fields.Text name="senderEmail" label={t('Sender email')} type="email" />
          </ResponsiveColumns>
          {emailSwitches.map((item) => (
            <fields.Switch key={item.name} name={item.name} label={t(item.label)} />
          ))}
        </FormSection>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <FormSection
          title={t('Channel proof')}
          description={t(
            'Key resellers claim famous channels to collect keys. With this on, an invited creator signs in with Google (YouTube) or Twitch on the invite page, with an account that owns one of their channels, before the page gives them a key.',
          )}
        >
          <fields.Switch
            name="inviteProof"
            label={t('Invited creators prove their channel before taking a key')}
          />
        </FormSection>
      </Box>
    </SettingsForm>
  );
}
