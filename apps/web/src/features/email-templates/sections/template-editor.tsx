import {
  type EmailTemplateType,
  templateVariables,
  templateVariableToken,
  unknownTemplateVariables,
} from '@app/contract';
import DataObjectOutlined from '@mui/icons-material/DataObjectOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { SandboxedHtmlFrame } from '../../../components/sandboxed-html-frame.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useUploadTemplateImage } from '../api/email-templates-api.ts';
import { PreviewDialog } from '../dialogs/preview-dialog.tsx';
import {
  imageTag,
  insertAtSelection,
  type TextEdit,
  wrapSelection,
} from '../logic/insert-at-cursor.ts';
import { useUnsavedGuard } from '../logic/use-unsaved-guard.ts';
import { HtmlToolbar } from './html-toolbar.tsx';

export type EditorValues = { name: string; subject: string; body: string };
type Field = 'subject' | 'body';
type FieldErrors = Partial<Record<keyof EditorValues, string>>;

/** Address parameters that, when they change, close the editor (see useUnsavedGuard). */
export const EDITOR_ADDRESS_KEYS = ['tab', 'template'] as const;

type TemplateEditorProps = {
  campaignId: number;
  heading: string;
  /** A line under the heading: default or customized, who changed it when. */
  status?: ReactNode;
  /** A sentence under the heading, e.g. when this email is sent. */
  description?: ReactNode;
  /** Custom templates have a name. */
  withName?: boolean;
  initial: EditorValues;
  /** Which type's variables and sample the preview uses. */
  previewType: EmailTemplateType;
  /** Save and answer what the server stored (sanitized). Throws the server's error. */
  save: (values: EditorValues) => Promise<EditorValues>;
  /** Called once the saved values are in place (the guard already sees a clean editor). */
  onSaved?: (values: EditorValues) => void;
  /** More buttons beside Preview and Save (reset, delete). */
  actions?: ReactNode;
};

/**
 * Subject and HTML body of one email, with variables inserted at the cursor, a formatting
 * toolbar, image upload, a live preview and the server's preview for a sample or real creator.
 * Unsaved changes are guarded (SPEC 5).
 */
export function TemplateEditor({
  campaignId,
  heading,
  status,
  description,
  withName = false,
  initial,
  previewType,
  save,
  onSaved,
  actions,
}: TemplateEditorProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<EditorValues>(initial);
  const [baseline, setBaseline] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState<EditorValues | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const upload = useUploadTemplateImage(campaignId);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<Field>('body');
  const pendingSelection = useRef<{ field: Field; start: number; end: number } | null>(null);

  const dirty =
    values.subject !== baseline.subject ||
    values.body !== baseline.body ||
    (withName && values.name !== baseline.name);
  const guard = useUnsavedGuard(dirty, EDITOR_ADDRESS_KEYS);
  const liveBody = useDebouncedValue(values.body, 250);

  // Put the caret back where an insertion left it, once React has written the new value.
  useLayoutEffect(() => {
    const pending = pendingSelection.current;
    if (!pending) return;
    pendingSelection.current = null;
    const el = pending.field === 'subject' ? subjectRef.current : bodyRef.current;
    el?.focus();
    el?.setSelectionRange(pending.start, pending.end);
  });

  // Hand the saved values up only after a render in which the editor is clean, so a
  // navigation the parent starts is not stopped by the guard.
  useEffect(() => {
    if (justSaved && !dirty) {
      setJustSaved(null);
      onSaved?.(justSaved);
    }
  }, [justSaved, dirty, onSaved]);

  const setField = (field: keyof EditorValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const applyEdit = (field: Field, edit: TextEdit, selectionStart = edit.caret) => {
    setField(field, edit.value);
    pendingSelection.current = { field, start: selectionStart, end: edit.caret };
  };

  const selectionOf = (field: Field) => {
    const el = field === 'subject' ? subjectRef.current : bodyRef.current;
    const length = values[field].length;
    return { start: el?.selectionStart ?? length, end: el?.selectionEnd ?? length };
  };

  const insertVariable = (name: string) => {
    const field = lastField.current;
    const { start, end } = selectionOf(field);
    applyEdit(field, insertAtSelection(values[field], start, end, templateVariableToken(name)));
  };

  const wrapBody = (before: string, after: string) => {
    const { start, end } = selectionOf('body');
    const edit = wrapSelection(values.body, start, end, before, after);
    applyEdit('body', edit, edit.selectionStart);
  };

  const insertImage = (file: File) => {
    const { start, end } = selectionOf('body');
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        // The body may have changed while uploading: insert where the caret was then.
        setValues((v) => {
          const edit = insertAtSelection(v.body, start, end, imageTag(url, file.name));
          pendingSelection.current = { field: 'body', start: edit.caret, end: edit.caret };
          return { ...v, body: edit.value };
        });
      },
      onError: (error) => enqueueSnackbar(t(errorMessage(error)), { variant: 'error' }),
    });
  };

  const localErrors: FieldErrors = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownTemplateVariables(values[field]);
    if (unknown.length) {
      localErrors[field] = t('Unknown variables {{names}}', {
        names: unknown.map((n) => `{{${n}}}`).join(', '),
        interpolation: { escapeValue: false },
      });
    }
  }

  const submit = async () => {
    setSaving(true);
    try {
      const stored = await save(values);
      setValues(stored);
      setBaseline(stored);
      setErrors({});
      setJustSaved(stored);
      enqueueSnackbar(t('Template saved'), { variant: 'success' });
    } catch (error) {
      const fields = error instanceof BadRequestError ? error.fields : {};
      const next: FieldErrors = {
        name: fields.name,
        subject: fields.subject,
        body: fields.body,
      };
      if (next.name || next.subject || next.body) setErrors(next);
      else enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const shownError = (field: keyof EditorValues) => {
    const message = errors[field];
    return message ? t(message) : localErrors[field];
  };
  const bodyError = shownError('body');

  return (
    <Card component="section" aria-label={heading} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {heading}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            {status}
            {dirty ? (
              <Typography variant="caption" sx={{ color: 'warning.main', fontWeight: 600 }}>
                {t('Unsaved changes')}
              </Typography>
            ) : null}
          </Box>
          {description ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {description}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions}
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<VisibilityOutlined />}
            onClick={() => setPreviewOpen(true)}
          >
            {t('Preview')}
          </Button>
          <Button
            variant="contained"
            color="inherit"
            startIcon={<SaveOutlined />}
            loading={saving}
            disabled={!dirty || upload.isPending}
            onClick={() => void submit()}
          >
            {t('Save')}
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {withName ? (
          <TextField
            label={t('Template name')}
            value={values.name}
            onChange={(e) => setField('name', e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ? t(errors.name) : t('Unique within the campaign')}
            required
            fullWidth
          />
        ) : null}
        <TextField
          label={t('Subject')}
          value={values.subject}
          onChange={(e) => setField('subject', e.target.value)}
          onFocus={() => {
            lastField.current = 'subject';
          }}
          inputRef={subjectRef}
          // Subjects are written in the email's language, not the interface's.
          slotProps={{ htmlInput: { dir: 'auto' } }}
          error={Boolean(shownError('subject'))}
          helperText={shownError('subject')}
          required
          fullWidth
        />

        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <DataObjectOutlined sx={{ fontSize: 18, color: 'text.secondary' }} />
            <Typography variant="subtitle2" sx={{ color: 'text.secondary', marginInlineEnd: 0.5 }}>
              {t('Insert variable')}
            </Typography>
            {templateVariables.map((variable) => (
              <Chip
                key={variable.name}
                size="small"
                variant="outlined"
                label={t(variable.label)}
                // Keep the caret in the field being edited.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => insertVariable(variable.name)}
                aria-label={t('Insert variable {{name}}', { name: t(variable.label) })}
              />
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('Goes where the cursor is, in the subject or the body.')}
          </Typography>
        </Box>

        <ResponsiveColumns columns="1fr 1fr" from="lg" gap={2} align="stretch">
          <Box>
            <Box
              sx={(theme) => ({
                borderRadius: 1,
                border: `1px solid ${bodyError ? theme.palette.error.main : alpha(theme.palette.grey[500], 0.32)}`,
                overflow: 'hidden',
                '&:focus-within': {
                  borderColor: bodyError ? 'error.main' : 'text.primary',
                  boxShadow: `0 0 0 1px ${bodyError ? theme.palette.error.main : theme.palette.text.primary}`,
                },
              })}
            >
              <HtmlToolbar
                onWrap={({ before, after }) => wrapBody(before, after)}
                onImage={insertImage}
                onInvalidImage={(message) => enqueueSnackbar(t(message), { variant: 'error' })}
                uploading={upload.isPending}
              />
              <InputBase
                multiline
                minRows={16}
                maxRows={28}
                fullWidth
                value={values.body}
                onChange={(e) => setField('body', e.target.value)}
                onFocus={() => {
                  lastField.current = 'body';
                }}
                inputRef={bodyRef}
                inputProps={{
                  'aria-label': t('Body (HTML)'),
                  'aria-invalid': Boolean(bodyError),
                  spellCheck: false,
                  dir: 'ltr',
                }}
                sx={{
                  px: 1.5,
                  py: 1,
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                  fontSize: 13,
                  lineHeight: 1.6,
                  alignItems: 'flex-start',
                }}
              />
            </Box>
            <FormHelperText error={Boolean(bodyError)} sx={{ mx: 1.75 }}>
              {bodyError ?? t('HTML. Scripts and event handlers are removed when saving.')}
            </FormHelperText>
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 360 }}>
            <Typography variant="subtitle2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('Live preview')}
            </Typography>
            <Box sx={{ flexGrow: 1, display: 'flex' }}>
              <SandboxedHtmlFrame html={liveBody} title={t('Live preview')} height="100%" />
            </Box>
          </Box>
        </ResponsiveColumns>
      </Box>

      <PreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        campaignId={campaignId}
        type={previewType}
        content={{ subject: values.subject, body: values.body }}
      />
      <ConfirmDialog
        open={guard.asking}
        title={t('Discard unsaved changes?')}
        content={t(
          'You changed this template and did not save it. Leaving now loses those changes.',
        )}
        confirmLabel={t('Discard changes')}
        color="warning"
        onConfirm={guard.discard}
        onClose={guard.stay}
      />
    </Card>
  );
}
