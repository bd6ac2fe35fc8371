import {
  CaptureVerification,
  captureVerificationHelp,
  captureVerificationLabel,
  LeadMagnetType,
  leadMagnetTypeLabel,
} from '@app/contract';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form/form-section.tsx';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { numberFromText } from '../../../components/form/number-text.ts';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import type { LeadMagnetFormInput, LeadMagnetFormOutput } from '../logic/lead-magnet-form.ts';
import { FieldsEditor } from './fields-editor.tsx';

export type LeadMagnetForm = UseFormReturn<LeadMagnetFormInput, unknown, LeadMagnetFormOutput>;

const typeOptions: { value: LeadMagnetType; icon: ReactNode; description: string }[] = [
  {
    value: LeadMagnetType.HostedPage,
    icon: <WebOutlined />,
    description: 'A page of its own at /apply/…, to share as a link.',
  },
  {
    value: LeadMagnetType.EmbeddableForm,
    icon: <CodeOutlined />,
    description: 'The form inside the game’s site, pasted as a snippet.',
  },
];

/** Hosted page or embeddable form, as two large choices. */
function TypePicker({ form }: { form: LeadMagnetForm }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="type"
      render={({ field }) => (
        <Box
          role="radiogroup"
          aria-label={t('Lead magnet type')}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {typeOptions.map((option) => {
            const checked = field.value === option.value;
            return (
              <ButtonBase
                key={option.value}
                role="radio"
                aria-checked={checked}
                onClick={() => field.onChange(option.value)}
                sx={(theme) => ({
                  p: 2.5,
                  gap: 2,
                  borderRadius: 1.5,
                  justifyContent: 'flex-start',
                  alignItems: 'flex-start',
                  textAlign: 'start',
                  border: `${checked ? 2 : 1}px solid ${
                    checked ? theme.palette.primary.main : theme.palette.divider
                  }`,
                  bgcolor: checked ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
                  transition: theme.transitions.create(['border-color', 'background-color']),
                })}
              >
                <Box sx={{ color: checked ? 'primary.main' : 'text.secondary', mt: 0.25 }}>
                  {option.icon}
                </Box>
                <Box>
                  <Typography variant="subtitle2">
                    {t(leadMagnetTypeLabel[option.value])}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(option.description)}
                  </Typography>
                </Box>
              </ButtonBase>
            );
          })}
        </Box>
      )}
    />
  );
}

/**
 * The lead magnet's form: its type and page, the extra fields, where it may be embedded, and
 * the live-capture settings (SPEC 3). Used by the add flow and by Campaign settings.
 */
export function LeadMagnetFields({ form }: { form: LeadMagnetForm }) {
  const { t } = useTranslation();
  const proofOptions = useLabelledOptions(
    Object.values(CaptureVerification),
    captureVerificationLabel,
  );
  const autovalidate = useWatch({ control: form.control, name: 'settings.autovalidate' });
  const proofMode = useWatch({ control: form.control, name: 'settings.verification' });
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <FormSection title={t('Page')} description={t('What the creator sees before the form.')}>
        <TypePicker form={form} />
        <FormTextField
          control={form.control}
          name="slug"
          label={t('Page address')}
          helperText={t('3 to 60 lowercase letters, digits or dashes')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">/apply/</InputAdornment> },
            htmlInput: { spellCheck: false, autoCapitalize: 'none' },
          }}
        />
        <FormTextField
          control={form.control}
          name="title"
          label={t('Heading')}
          helperText={t('The campaign’s name when empty')}
        />
        <FormTextField
          control={form.control}
          name="intro"
          label={t('Introduction')}
          helperText={t('Shown above the form; the campaign’s brief when empty')}
          multiline
          minRows={3}
        />
        <FormTextField
          control={form.control}
          name="successMessage"
          label={t('Message after sending')}
          helperText={t('Replaces the default thanks')}
          multiline
          minRows={2}
        />
      </FormSection>

      <Divider />
      <FormSection
        title={t('Extra fields')}
        description={t('Every form asks for an email and a channel link; add up to 10 questions.')}
      >
        <Controller
          control={form.control}
          name="fields"
          render={({ field }) => (
            <FieldsEditor
              value={(field.value ?? []).map((f) => ({
                key: f.key,
                label: f.label,
                type: f.type,
                required: f.required ?? false,
                options: f.options ?? [],
              }))}
              onChange={field.onChange}
            />
          )}
        />
      </FormSection>

      <Divider />
      <FormSection
        title={t('Live-capture settings')}
        description={t('What happens to a submission on its own, before a manager looks at it.')}
      >
        <FormSwitch
          control={form.control}
          name="settings.autovalidate"
          label={t('Autovalidate')}
          description={t(
            'Map each submission to a channel and check its subscribers from the platform as it arrives.',
          )}
        />
        <FormSwitch
          control={form.control}
          name="settings.autoinvite"
          label={t('Autoinvite')}
          description={
            autovalidate
              ? t(
                  'Add creators who pass to the workflow, reserve a key bundle and send the invite.',
                )
              : t('Needs autovalidate: without it, submissions wait for a manager.')
          }
        />
        <ResponsiveColumns columns="1fr 1fr" from="sm" gap={2.5}>
          <FormTextField
            control={form.control}
            name="settings.minSubscribers"
            label={t('Minimum subscribers')}
            type="number"
            toValue={numberFromText(0)}
            helperText={t('Smaller channels are not invited automatically.')}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <FormSelectField
            control={form.control}
            name="settings.verification"
            label={t('Proof before a key')}
            // What the choice lets through, in plain words (issue 26).
            helperText={t(captureVerificationHelp[proofMode ?? CaptureVerification.Channel])}
            options={proofOptions}
          />
        </ResponsiveColumns>
      </FormSection>

      <Divider />
      <FormSection
        title={t('Embedding')}
        description={t(
          'Sites allowed to embed the form or call the public API from their pages. The hosted page needs none.',
        )}
      >
        <FormTextField
          control={form.control}
          name="allowedOrigins"
          label={t('Allowed origins')}
          placeholder="https://mygame.com"
          helperText={t('One per line, a scheme and a host, like https://mygame.com')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </FormSection>
    </Box>
  );
}
