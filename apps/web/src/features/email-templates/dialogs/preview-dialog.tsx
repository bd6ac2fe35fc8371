import type { EmailTemplateType, WorkflowItem } from '@app/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ClosableDialogTitle } from '../../../components/closable-dialog-title.tsx';
import { SandboxedHtmlFrame } from '../../../components/sandboxed-html-frame.tsx';
import { type Term, TermList } from '../../../components/term-list.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useWorkflow } from '../../campaigns/api/campaigns-queries.ts';
import { previewEmail } from '../api/email-templates-api.ts';

type PreviewDialogProps = {
  open: boolean;
  onClose: () => void;
  campaignId: number;
  type: EmailTemplateType;
  /** What the editor holds now (saved or not). */
  content: { subject: string; body: string };
};

/** The email as the server would send it, for the sample creator or one of the campaign's. */
export function PreviewDialog(props: PreviewDialogProps) {
  return props.open ? <PreviewDialogContent {...props} /> : null;
}

function PreviewDialogContent({ onClose, campaignId, type, content }: PreviewDialogProps) {
  const { t } = useTranslation();
  const [who, setWho] = useState<'sample' | 'creator'>('sample');
  const [creator, setCreator] = useState<WorkflowItem | null>(null);
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'html' | 'text'>('html');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const creators = useWorkflow(campaignId, {
    page: 0,
    pageSize: 20,
    search: debouncedSearch || undefined,
    sort: { field: 'mediaName', order: 'asc' },
  });

  const asTemplate = who === 'sample';
  const request = {
    type,
    asTemplate,
    influencerId: asTemplate ? undefined : creator?.id,
    subject: content.subject,
    body: content.body,
  };
  const preview = useQuery({
    queryKey: queryKeys.emailTemplates.preview(campaignId, request),
    queryFn: () =>
      previewEmail(campaignId, type, asTemplate, {
        influencerId: request.influencerId,
        subject: content.subject,
        body: content.body,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
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
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="email-preview-title">
      <ClosableDialogTitle id="email-preview-title" onClose={onClose}>
        {t('Email preview')}
      </ClosableDialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={who}
            onChange={(_, value: 'sample' | 'creator' | null) => value && setWho(value)}
            aria-label={t('Preview for')}
          >
            <ToggleButton value="sample">{t('Sample creator')}</ToggleButton>
            <ToggleButton value="creator">{t('A creator of this campaign')}</ToggleButton>
          </ToggleButtonGroup>
          {who === 'creator' ? (
            <Autocomplete
              sx={{ flex: '1 1 260px' }}
              size="small"
              options={creators.data?.items ?? []}
              value={creator}
              onChange={(_, value) => setCreator(value)}
              inputValue={search}
              onInputChange={(_, value) => setSearch(value)}
              filterOptions={(options) => options}
              getOptionLabel={(option) => option.influencer.mediaName}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={creators.isFetching}
              noOptionsText={t('No creators in this campaign match')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('Creator')}
                  placeholder={t('First creator of the campaign')}
                />
              )}
            />
          ) : null}
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
    </Dialog>
  );
}
