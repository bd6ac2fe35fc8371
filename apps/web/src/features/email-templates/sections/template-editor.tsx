import {
  type EmailTemplateType,
  templateVariableToken,
  unknownTemplateVariables,
} from '@app/contract';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputBase from '@mui/material/InputBase';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BadRequestError } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EditorFrame } from '../../../components/editor-frame.tsx';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useUploadTemplateImage } from '../api/email-templates-api.ts';
import { DiscardChangesDialog } from '../dialogs/discard-changes-dialog.tsx';
import { PreviewDialog } from '../dialogs/preview-dialog.tsx';
import {
  imageTag,
  insertAtSelection,
  type TextEdit,
  wrapSelection,
} from '../logic/insert-at-cursor.ts';
import { useUnsavedGuard } from '../logic/use-unsaved-guard.ts';
import { unsupportedMarkup } from '../logic/variable-html.ts';
import { HtmlToolbar } from './html-toolbar.tsx';
import { LivePreview } from './live-preview.tsx';
import type { PreviewPerson } from './preview-person-picker.tsx';
import { VariableMenu } from './variable-menu.tsx';

// TipTap and ProseMirror load with the first visual editor, not with the tab or the app.
const RichBodyEditor = lazy(() => import('./rich-body-editor.tsx'));

type BodyMode = 'visual' | 'html';
const MODE_KEY = 'emailTemplateBodyMode';

/** The body view this person chose last (the HTML view is for those who want it). */
function preferredMode(): BodyMode {
  try {
    return localStorage.getItem(MODE_KEY) === 'html' ? 'html' : 'visual';
  } catch {
    return 'visual';
  }
}

function rememberMode(mode: BodyMode): void {
  try {
    localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Private windows may refuse storage; the choice then lasts for this editor only.
  }
}

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
 * Subject and body of one email. The body is edited visually (variables as chips, links,
 * uploaded images) or as HTML; variables go in at the cursor from a menu. Beside it, the
 * server's rendering for the sample or a chosen creator follows every edit. Unsaved changes
 * are guarded (SPEC 5).
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
  const toastError = useErrorToast();
  const [values, setValues] = useState<EditorValues>(initial);
  const [baseline, setBaseline] = useState<EditorValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState<EditorValues | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const upload = useUploadTemplateImage(campaignId);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ field: Field; start: number; end: number } | null>(null);

  const dirty =
    values.subject !== baseline.subject ||
    values.body !== baseline.body ||
    (withName && values.name !== baseline.name);
  const guard = useUnsavedGuard(dirty, EDITOR_ADDRESS_KEYS);
  // What the visual editor cannot keep opens as HTML, whatever the person prefers.
  const [mode, setMode] = useState<BodyMode>(() =>
    unsupportedMarkup(initial.body).length ? 'html' : preferredMode(),
  );
  const [askVisual, setAskVisual] = useState<string[] | null>(null);
  const [person, setPerson] = useState<PreviewPerson>(null);
  const unsupported = useMemo(
    () => (mode === 'html' ? unsupportedMarkup(values.body) : []),
    [mode, values.body],
  );
  // The live preview asks the server once typing pauses.
  const previewSubject = useDebouncedValue(values.subject, 400);
  const previewBody = useDebouncedValue(values.body, 400);
  const bodyLabelId = useId();
  const bodyHelpId = useId();

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

  const insertVariable = (field: Field, name: string) => {
    const { start, end } = selectionOf(field);
    applyEdit(field, insertAtSelection(values[field], start, end, templateVariableToken(name)));
  };

  const chooseMode = (next: BodyMode) => {
    if (next === mode) return;
    const dropped = next === 'visual' ? unsupportedMarkup(values.body) : [];
    if (dropped.length) {
      setAskVisual(dropped);
      return;
    }
    setMode(next);
    rememberMode(next);
  };

  /** For the visual editor: the uploaded image's URL, or null after saying why it failed. */
  const uploadImage = (file: File) =>
    upload.mutateAsync(file).then(
      ({ url }) => url,
      (error: unknown) => {
        toastError(error);
        return null;
      },
    );

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
      onError: toastError,
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
      else toastError(error);
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
          inputRef={subjectRef}
          slotProps={{
            // Subjects are written in the email's language, not the interface's.
            htmlInput: { dir: 'auto' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <VariableMenu
                    compact
                    label={t('Insert variable in the subject')}
                    onInsert={(name) => insertVariable('subject', name)}
                  />
                </InputAdornment>
              ),
            },
          }}
          error={Boolean(shownError('subject'))}
          helperText={shownError('subject')}
          required
          fullWidth
        />

        {/* Side by side only where each half nears an email's width; below that the preview
            sits under the editor at full width, as an inbox shows it. */}
        <ResponsiveColumns
          columns="minmax(0, 1fr) minmax(0, 1fr)"
          from="xl"
          gap={3}
          align="stretch"
        >
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography
                id={bodyLabelId}
                variant="subtitle2"
                component="h3"
                sx={{ color: 'text.secondary', flexGrow: 1 }}
              >
                {t('Body')}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={mode}
                onChange={(_, next: BodyMode | null) => next && chooseMode(next)}
                aria-label={t('Body view')}
              >
                <ToggleButton value="visual" sx={{ py: 0.25, px: 1.25 }}>
                  {t('Visual')}
                </ToggleButton>
                <ToggleButton value="html" sx={{ py: 0.25, px: 1.25 }}>
                  {t('HTML')}
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>
            <EditorFrame error={Boolean(bodyError)} focusRing>
              {mode === 'visual' ? (
                <Suspense fallback={<Skeleton variant="rectangular" height={404} />}>
                  <RichBodyEditor
                    value={values.body}
                    onChange={(html) => setField('body', html)}
                    uploadImage={uploadImage}
                    onInvalidImage={(message) => enqueueSnackbar(t(message), { variant: 'error' })}
                    uploading={upload.isPending}
                    label={t('Body')}
                    invalid={Boolean(bodyError)}
                    describedBy={bodyHelpId}
                  />
                </Suspense>
              ) : (
                <>
                  <HtmlToolbar
                    onWrap={({ before, after }) => wrapBody(before, after)}
                    onImage={insertImage}
                    onInvalidImage={(message) => enqueueSnackbar(t(message), { variant: 'error' })}
                    uploading={upload.isPending}
                    variables={
                      <VariableMenu
                        label={t('Insert variable in the body')}
                        onInsert={(name) => insertVariable('body', name)}
                      />
                    }
                  />
                  <InputBase
                    multiline
                    minRows={16}
                    maxRows={28}
                    fullWidth
                    value={values.body}
                    onChange={(e) => setField('body', e.target.value)}
                    inputRef={bodyRef}
                    inputProps={{
                      'aria-label': t('Body (HTML)'),
                      'aria-invalid': Boolean(bodyError),
                      'aria-describedby': bodyHelpId,
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
                </>
              )}
            </EditorFrame>
            <FormHelperText id={bodyHelpId} error={Boolean(bodyError)} sx={{ mx: 1.75 }}>
              {bodyError ??
                (mode === 'visual'
                  ? t('Variables are filled in for each creator when the email is sent.')
                  : t('HTML. Scripts and event handlers are removed when saving.'))}
            </FormHelperText>
            {mode === 'html' && unsupported.length ? (
              <Alert severity="info" sx={{ mt: 1.5 }}>
                {t('The visual editor would drop part of this HTML: {{items}}.', {
                  items: unsupported.slice(0, 6).join(', '),
                  interpolation: { escapeValue: false },
                })}
              </Alert>
            ) : null}
          </Box>
          <LivePreview
            campaignId={campaignId}
            type={previewType}
            subject={previewSubject}
            body={previewBody}
            person={person}
            onPersonChange={setPerson}
            blockedBy={localErrors.subject ?? localErrors.body ?? null}
          />
        </ResponsiveColumns>
      </Box>

      <PreviewDialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        campaignId={campaignId}
        type={previewType}
        content={{ subject: values.subject, body: values.body }}
        person={person}
        onPersonChange={setPerson}
      />
      <ConfirmDialog
        open={askVisual !== null}
        title={t('Edit this email visually?')}
        content={t(
          'The visual editor does not keep {{items}}. Your first change there drops them from the email; the HTML view keeps them.',
          {
            items: (askVisual ?? []).slice(0, 6).join(', '),
            interpolation: { escapeValue: false },
          },
        )}
        confirmLabel={t('Edit visually')}
        color="warning"
        onConfirm={() => {
          setAskVisual(null);
          setMode('visual');
        }}
        onClose={() => setAskVisual(null)}
      />
      <DiscardChangesDialog guard={guard} />
    </Card>
  );
}
