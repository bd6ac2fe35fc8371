import type { MailAttachment, MailingTemplate, MailMessage } from '@app/contract';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { isolate, ltr } from '../../../format/bidi.ts';
import { useInfluencer } from '../../influencers/index.ts';
import { applyMailingTemplate, useMailboxAccounts, useSendMessage } from '../api/mailings-api.ts';
import {
  type ComposerStart,
  type ComposerValues,
  composerRequest,
} from '../logic/composer-request.ts';
import { replySubject } from '../logic/reply-subject.ts';
import { AttachmentsField } from '../sections/attachments-field.tsx';
import { InfluencerPicker } from '../sections/influencer-picker.tsx';
import { MailBodyField } from '../sections/mail-body-field.tsx';
import { TemplatePicker } from '../sections/template-picker.tsx';

type FieldErrors = Partial<Record<'accountId' | 'to' | 'subject' | 'body', string>>;

/** Who a reply goes to: the other side of the message answered. */
function replyRecipient(message: MailMessage): string {
  const other = message.direction === 'in' ? message.from : message.to[0];
  return other ? (other.name ? `${other.name} <${other.email}>` : other.email) : '';
}

function initialValues(start: ComposerStart): ComposerValues {
  return {
    accountId: start.accountId,
    influencerId: start.influencerId,
    toText: '',
    subject: start.kind === 'reply' ? replySubject(start.replyTo.subject) : '',
    body: '',
    templateId: null,
    attachmentIds: [],
  };
}

/**
 * Write a reply or a new message: account and recipient (a creator, or an address), a
 * template (rendered for the creator when known), subject, body with variables, and
 * attachments; Send, or Save draft. The server's field messages show on their fields.
 */
export function ComposerDialog({
  start,
  onClose,
  onSent,
}: {
  start: ComposerStart;
  onClose: () => void;
  /** The message saved or queued: the caller may open its thread. */
  onSent?: (message: MailMessage) => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const accounts = useMailboxAccounts();
  const send = useSendMessage();
  const [initial] = useState(() => initialValues(start));
  const [values, setValues] = useState<ComposerValues>(initial);
  const influencer = useInfluencer(values.influencerId ?? 0);
  const [attachments, setAttachments] = useState<MailAttachment[]>([]);
  const [template, setTemplate] = useState<MailingTemplate | null>(null);
  const [applying, setApplying] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const reply = start.kind === 'reply';
  const accountItems = accounts.data?.items ?? [];
  // The first mailbox unless another is chosen (most people have one).
  const accountId = values.accountId ?? accountItems[0]?.id ?? null;

  const dirty =
    values.subject !== initial.subject ||
    values.body !== initial.body ||
    values.toText !== initial.toText ||
    values.influencerId !== initial.influencerId ||
    template !== null ||
    attachments.length > 0;
  const busy = send.isPending;

  const set = <K extends keyof ComposerValues>(key: K, value: ComposerValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const close = () => (dirty && !busy ? setAsking(true) : onClose());

  const pickTemplate = async (picked: MailingTemplate | null) => {
    setTemplate(picked);
    set('templateId', picked?.id ?? null);
    if (!picked) return;
    let content = { subject: picked.subject, body: picked.body };
    const influencerId = values.influencerId;
    if (influencerId) {
      setApplying(true);
      try {
        content = await applyMailingTemplate(picked.id, influencerId);
      } catch (error) {
        toastError(error);
      } finally {
        setApplying(false);
      }
    }
    // A reply keeps its "Re:" subject, so it stays in the creator's thread.
    setValues((v) => ({
      ...v,
      subject: reply ? v.subject : content.subject,
      body: content.body,
    }));
    setAttachments((list) => [
      ...list,
      ...picked.attachments.filter((a) => !list.some((b) => b.id === a.id)),
    ]);
  };

  const submit = (draft: boolean) => {
    setFormError(null);
    const body = composerRequest(
      start,
      { ...values, accountId, attachmentIds: attachments.map((a) => a.id) },
      { draft, messageId: null },
    );
    send.mutate(body, {
      onSuccess: (message) => {
        enqueueSnackbar(draft ? t('Draft saved') : t('Sending…'), {
          variant: draft ? 'success' : 'info',
        });
        onSent?.(message);
        onClose();
      },
      onError: (error) => {
        const fields = error instanceof BadRequestError ? error.fields : {};
        const next: FieldErrors = {
          accountId: fields.accountId,
          to: fields.to ?? fields.influencerId,
          subject: fields.subject,
          body: fields.body,
        };
        if (Object.values(next).some(Boolean)) setErrors(next);
        else setFormError(t(errorMessage(error)));
      },
    });
  };

  // The creator written to, for their name and whether they have an email to write to.
  const creator = influencer.data;
  const noEmail = !reply && creator?.id === values.influencerId && creator.email === null;

  return (
    <>
      <TitledDialog
        title={reply ? t('Reply') : t('New message')}
        onClose={close}
        busy={busy}
        maxWidth="md"
      >
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
            {reply ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {isolate(t('To: {{addresses}}', { addresses: ltr(replyRecipient(start.replyTo)) }))}
              </Typography>
            ) : (
              <>
                <TextField
                  select
                  label={t('From')}
                  value={accountId ?? ''}
                  onChange={(e) => set('accountId', Number(e.target.value))}
                  error={Boolean(errors.accountId)}
                  helperText={errors.accountId ? t(errors.accountId) : undefined}
                  required
                  fullWidth
                >
                  {accountItems.map((account) => (
                    <MenuItem key={account.id} value={account.id} dir="ltr">
                      {account.email}
                    </MenuItem>
                  ))}
                </TextField>
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  }}
                >
                  <InfluencerPicker
                    label={t('To a creator')}
                    value={values.influencerId}
                    onChange={(picked) => set('influencerId', picked?.id ?? null)}
                    error={Boolean(errors.to) || noEmail}
                    helperText={
                      noEmail
                        ? t('This creator has no email address')
                        : errors.to && values.influencerId
                          ? t(errors.to)
                          : undefined
                    }
                  />
                  <TextField
                    label={t('Or an email address')}
                    type="email"
                    value={values.influencerId ? '' : values.toText}
                    disabled={Boolean(values.influencerId)}
                    onChange={(e) => set('toText', e.target.value)}
                    error={Boolean(errors.to) && !values.influencerId}
                    helperText={errors.to && !values.influencerId ? t(errors.to) : undefined}
                    slotProps={{ htmlInput: { dir: 'ltr' } }}
                    fullWidth
                  />
                </Box>
              </>
            )}
            <TemplatePicker
              value={template}
              onPick={(p) => void pickTemplate(p)}
              disabled={applying}
            />
            <TextField
              label={t('Subject')}
              value={values.subject}
              onChange={(e) => set('subject', e.target.value)}
              error={Boolean(errors.subject)}
              helperText={errors.subject ? t(errors.subject) : undefined}
              slotProps={{ htmlInput: { dir: 'auto' } }}
              required
              fullWidth
            />
            <MailBodyField
              value={values.body}
              onChange={(html) => set('body', html)}
              error={errors.body ? t(errors.body) : undefined}
              helperText={
                creator && creator.id === values.influencerId
                  ? t('Variables are filled in for {{name}}.', { name: creator.mediaName })
                  : t('Variables are filled in for the creator the message goes to.')
              }
            />
            <AttachmentsField
              value={attachments}
              onChange={setAttachments}
              onBusyChange={setUploading}
            />
            {formError ? (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            ) : null}
          </Box>
        </DialogContent>
        <DialogActions>
          <CancelButton onClick={close} disabled={busy} />
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<SaveOutlined />}
            disabled={busy || uploading || applying}
            loading={busy && send.variables?.draft === true}
            onClick={() => submit(true)}
          >
            {t('Save draft')}
          </Button>
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            disabled={busy || uploading || applying || noEmail}
            loading={busy && send.variables?.draft !== true}
            onClick={() => submit(false)}
          >
            {t('Send')}
          </Button>
        </DialogActions>
      </TitledDialog>
      <ConfirmDialog
        open={asking}
        title={t('Discard this message?')}
        content={t('You wrote a message and did not send or save it. Closing now loses it.')}
        confirmLabel={t('Discard')}
        color="warning"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
