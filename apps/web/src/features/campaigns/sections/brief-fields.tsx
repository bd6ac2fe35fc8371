import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import type { CampaignFormInput, CampaignFormOutput } from '../logic/campaign-form.ts';
import type { CampaignMedia } from '../logic/campaign-media.ts';
import { CampaignFileField } from './campaign-file-field.tsx';

type CampaignForm = UseFormReturn<CampaignFormInput, unknown, CampaignFormOutput>;

type BriefFieldsProps = {
  form: CampaignForm;
  media: CampaignMedia;
  onMedia: (next: Partial<CampaignMedia>) => void;
};

/** Step 2 of the wizard: what creators read on their invite page. */
export function BriefFields({ form, media, onMedia }: BriefFieldsProps) {
  const { t } = useTranslation();

  const section = (kind: 'brief' | 'instructions') => {
    const isBrief = kind === 'brief';
    const fileKey = isBrief ? 'briefFile' : 'instructionsFile';
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h3">
            {isBrief ? t('Brief') : t('Instructions')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {isBrief
              ? t(
                  'What the game is and what you hope creators show. Required: write it here, or attach it as a file.',
                )
              : t('How to take part: what to mention, links to include, dates to keep.')}
          </Typography>
        </Box>
        <FormTextField
          control={form.control}
          name={kind}
          label={isBrief ? t('Brief') : t('Instructions')}
          multiline
          minRows={5}
        />
        <ResponsiveColumns columns="auto 1fr" from="sm" gap={2} align="start">
          <CampaignFileField
            label={isBrief ? t('Attach brief file') : t('Attach instructions file')}
            file={media[fileKey]}
            onUploaded={(s3key, file) => {
              form.setValue(fileKey, s3key, { shouldDirty: true });
              onMedia({ [fileKey]: file });
            }}
            onRemove={() => {
              form.setValue(fileKey, null, { shouldDirty: true });
              onMedia({ [fileKey]: null });
            }}
          />
          <FormTextField
            control={form.control}
            name={isBrief ? 'briefFileLabel' : 'instructionsFileLabel'}
            label={isBrief ? t('Brief file label') : t('Instructions file label')}
            placeholder={isBrief ? t('e.g. Press kit') : t('e.g. Content checklist')}
            size="small"
          />
        </ResponsiveColumns>
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {section('brief')}
      <Divider sx={{ borderStyle: 'dashed' }} />
      {section('instructions')}
    </Box>
  );
}
