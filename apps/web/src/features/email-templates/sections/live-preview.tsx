import type { EmailTemplateType } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { SandboxedHtmlFrame } from '../../../components/sandboxed-html-frame.tsx';
import { useEmailPreview } from '../api/email-templates-api.ts';
import { type PreviewPerson, PreviewPersonPicker } from './preview-person-picker.tsx';

type LivePreviewProps = {
  campaignId: number;
  type: EmailTemplateType;
  /** The editor's subject and body, debounced by the caller (each change is a request). */
  subject: string;
  body: string;
  person: PreviewPerson;
  onPersonChange: (person: PreviewPerson) => void;
  /** Why the preview cannot follow the editor now (an unknown variable), or null. */
  blockedBy: string | null;
};

/**
 * The email as it will be sent, following the editor: the server fills the variables with the
 * same renderer the sends use, for the sample creator or a chosen creator of the campaign.
 */
export const LivePreview = memo(function LivePreview({
  campaignId,
  type,
  subject,
  body,
  person,
  onPersonChange,
  blockedBy,
}: LivePreviewProps) {
  const { t } = useTranslation();
  const preview = useEmailPreview(campaignId, type, person, { subject, body }, blockedBy === null);
  const data = preview.data;

  return (
    <Box
      component="section"
      aria-label={t('Live preview')}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 360, gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography
          variant="subtitle2"
          component="h3"
          sx={{ color: 'text.secondary', flexGrow: 1 }}
        >
          {t('Live preview')}
        </Typography>
        <PreviewPersonPicker campaignId={campaignId} value={person} onChange={onPersonChange} />
      </Box>
      {blockedBy ? (
        <Alert severity="warning">
          {t('The preview waits until this is fixed: {{problem}}', { problem: blockedBy })}
        </Alert>
      ) : preview.isError ? (
        <Alert severity="error">{t(errorMessage(preview.error))}</Alert>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        {preview.isFetching ? (
          <LinearProgress
            aria-label={t('Updating the preview')}
            sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2, borderRadius: 1 }}
          />
        ) : null}
        <Box
          sx={{
            px: 2,
            py: 1,
            borderRadius: 1,
            border: (theme) => `1px solid ${theme.palette.divider}`,
          }}
        >
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('Subject')}
          </Typography>
          <Typography
            variant="subtitle2"
            dir="auto"
            data-testid="preview-subject"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {data ? data.subject || '—' : <Skeleton width="60%" />}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', minHeight: 420 }}>
        {data ? (
          <SandboxedHtmlFrame html={data.html} title={t('Live preview')} height="100%" />
        ) : (
          <Skeleton variant="rounded" sx={{ flexGrow: 1, height: 'auto' }} />
        )}
      </Box>
    </Box>
  );
});
