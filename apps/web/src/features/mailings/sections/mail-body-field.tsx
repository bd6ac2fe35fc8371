import { mailingTemplateVariables } from '@app/contract';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../components/editor-frame.tsx';
import { RichBodyEditor } from '../../email-templates/index.ts';
import { useMailingReplacements } from '../api/mailings-api.ts';

type MailBodyFieldProps = {
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  helperText?: string;
  minHeight?: number;
};

/**
 * A mailing's body in the email templates' visual editor, with the variables a mailing may
 * use (the server's list; the contract's until it answers) as chips.
 */
export function MailBodyField({
  value,
  onChange,
  error,
  helperText,
  minHeight = 220,
}: MailBodyFieldProps) {
  const { t } = useTranslation();
  const replacements = useMailingReplacements();
  const variables = replacements.data?.items ?? mailingTemplateVariables;
  const helpId = useId();
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ color: 'text.secondary', mb: 0.75 }}>
        {t('Message')}
      </Typography>
      <EditorFrame error={Boolean(error)}>
        <Suspense fallback={<Skeleton variant="rectangular" height={minHeight + 48} />}>
          <RichBodyEditor
            value={value}
            onChange={onChange}
            label={t('Message')}
            invalid={Boolean(error)}
            describedBy={helpId}
            variables={variables}
            minHeight={minHeight}
          />
        </Suspense>
      </EditorFrame>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ??
          helperText ??
          t('Variables are filled in for the creator when the email is sent.')}
      </FormHelperText>
    </Box>
  );
}
