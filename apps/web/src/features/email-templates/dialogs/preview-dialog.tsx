import type { EmailTemplateType } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { SandboxedHtmlFrame } from '../../../components/sandboxed-html-frame.tsx';
import { type Term, TermList } from '../../../components/term-list.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { useEmailPreview } from '../api/email-templates-api.ts';
import { type PreviewPerson, PreviewPersonPicker } from '../sections/preview-person-picker.tsx';

type PreviewDialogProps = {
  open: boolean;
  onClose: () => void;
  campaignId: number;
  type: EmailTemplateType;
  /** What the editor holds now (saved or not). */
  content: { subject: string; body: string };
  /** Whose data fills the variables; shared with the live preview beside the editor. */
  person: PreviewPerson;
  onPersonChange: (person: PreviewPerson) => void;
};

/**
 * The email as the server would send it, with its sender, reply address and plain-text part,
 * for the sample creator or one of the campaign's.
 */
export const PreviewDialog = mountedWhileOpen(PreviewDialogContent);

function PreviewDialogContent({
  onClose,
  campaignId,
  type,
  content,
  person,
  onPersonChange,
}: PreviewDialogProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<'html' | 'text'>('html');
  const preview = useEmailPreview(campaignId, type, person, content);
  const data = preview.data;

  const meta: Term[] = [
    { term: t('From'), value: data?.from ?? t('No sender account yet') },
    { term: t('Reply-To'), value: data?.replyTo },
    {
      term: t('To'),
      value: data ? (data.influencer?.mediaName ?? t('Sample creator (Alex Rivera)')) : null,
    },
    { term: t('Subject'), value: data?.subject ? <strong>{data.subject}</strong> : null },
  ];

  return (
    <TitledDialog title={t('Email preview')} closeButton onClose={onClose} maxWidth="md">
      <DialogContent>
        <Box sx={{ display: 'flex', mb: 2.5, maxWidth: 420 }}>
          <PreviewPersonPicker campaignId={campaignId} value={person} onChange={onPersonChange} />
        </Box>

        {preview.isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(errorMessage(preview.error))}
          </Alert>
        ) : null}

        <TermList items={meta} />

        <Tabs
          value={view}
          onChange={(_, value: 'html' | 'text') => setView(value)}
          sx={{ mb: 1.5, minHeight: 40 }}
          aria-label={t('Preview format')}
        >
          <Tab value="html" label={t('HTML')} sx={{ minHeight: 40 }} />
          <Tab value="text" label={t('Plain text')} sx={{ minHeight: 40 }} />
        </Tabs>
        {!data ? (
          <Skeleton variant="rounded" height={420} />
        ) : view === 'html' ? (
          <SandboxedHtmlFrame html={data.html} title={t('Rendered email')} height={460} />
        ) : (
          <Typography
            component="pre"
            variant="body2"
            dir="ltr"
            sx={{
              m: 0,
              p: 2,
              height: 460,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              bgcolor: 'background.neutral',
              borderRadius: 1,
            }}
          >
            {data.text}
          </Typography>
        )}
      </DialogContent>
    </TitledDialog>
  );
}
