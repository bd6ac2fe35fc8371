import { createWebhookRequest, type Webhook, webhookEvent } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { createWebhook, updateWebhook } from '../api/campaigns-api.ts';
import { useInvalidateWebhooks } from '../api/campaigns-queries.ts';
import { webhookEventLabel } from '../logic/webhook-events.ts';

// The secret is write-only: empty means "keep" (edit) or "generate one" (create).
const webhookForm = createWebhookRequest.extend({
  secret: z
    .union([z.literal(''), createWebhookRequest.shape.secret.unwrap()])
    .optional()
    .transform((v) => (v ? v : undefined)),
});
type WebhookInput = z.input<typeof webhookForm>;
type WebhookOutput = z.output<typeof webhookForm>;

type WebhookDialogProps = {
  open: boolean;
  campaignId: number;
  /** The webhook to edit; null adds one. */
  hook: Webhook | null;
  onClose: () => void;
  /** A secret the server generated: shown once. */
  onSecret: (secret: string) => void;
};

/** Add or edit a webhook: its URL, the events it gets, its signing secret. */
export const WebhookDialog = mountedWhileOpen(WebhookDialogContent);

function WebhookDialogContent({ campaignId, hook, onClose, onSecret }: WebhookDialogProps) {
  const { t } = useTranslation();
  const invalidate = useInvalidateWebhooks(campaignId);
  const form = useForm<WebhookInput, unknown, WebhookOutput>({
    resolver: zodResolver(webhookForm),
    defaultValues: {
      url: hook?.url ?? '',
      events: hook?.events ?? [...webhookEvent.options],
      enabled: hook?.enabled ?? true,
      secret: '',
    },
  });
  const fields = formFields(form);

  const submit = async (body: WebhookOutput) => {
    const saved = hook
      ? await updateWebhook(campaignId, hook.id, body)
      : await createWebhook(campaignId, body);
    void invalidate();
    if ('secret' in saved && typeof saved.secret === 'string') onSecret(saved.secret);
    return hook ? t('Webhook saved') : t('Webhook added');
  };

  return (
    <FormDialog
      form={form}
      title={hook ? t('Edit webhook') : t('Add webhook')}
      submitLabel={hook ? t('Save changes') : t('Add webhook')}
      onSubmit={submit}
      onClose={onClose}
    >
      <fields.Text
        name="url"
        label={t('Endpoint URL')}
        type="url"
        placeholder="https://example.com/hooks/campaigns"
        autoFocus
      />
      <fields.Field
        name="events"
        render={({ field, fieldState }) => (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              {t('Events')}
            </Typography>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {webhookEvent.options.map((e) => (
                <FormControlLabel
                  key={e}
                  control={
                    <Checkbox
                      size="small"
                      checked={field.value.includes(e)}
                      onChange={(_, checked) =>
                        field.onChange(
                          checked
                            ? webhookEvent.options.filter((o) => o === e || field.value.includes(o))
                            : field.value.filter((v) => v !== e),
                        )
                      }
                    />
                  }
                  label={t(webhookEventLabel[e])}
                />
              ))}
            </FormGroup>
            {fieldState.error ? (
              <FormHelperText error>{t('Choose at least one event')}</FormHelperText>
            ) : null}
          </Box>
        )}
      />
      <fields.Text
        name="secret"
        label={hook?.hasSecret ? t('Replace secret') : t('Secret')}
        type="password"
        autoComplete="new-password"
        helperText={
          hook
            ? hook.hasSecret
              ? t('A secret is set. Leave empty to keep it.')
              : t('Leave empty to keep sending unsigned.')
            : t('16 characters or more. Leave empty and we generate one and show it once.')
        }
      />
    </FormDialog>
  );
}
