import type { MailerAccount, TestImapResponse } from '@app/contract';
import NetworkCheckOutlined from '@mui/icons-material/NetworkCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '../../../components/form/form-password-field.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { SettingSwitch } from '../../../components/setting-switch.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useTestImap } from '../api/manager-emails-api.ts';
import { IMAP_STARTTLS_PORT, IMAP_TLS_PORT } from '../logic/imap-form.ts';
import type { SmtpInput, SmtpOutput } from '../logic/smtp-account-schema.ts';
import { ltrInput, portInput, portNumber } from './server-input-props.ts';
import { TestResultAlert, useTestResult } from './test-result-alert.tsx';

/**
 * The "IMAP (Mailings)" part of an SMTP account: where Mailings reads the mailbox. Every
 * empty box falls back to the SMTP setting shown as its placeholder. "Test IMAP" signs in
 * with the saved settings.
 */
export function ImapSettingsFields({
  control,
  account,
}: {
  control: Control<SmtpInput, unknown, SmtpOutput>;
  /** The saved account; null while adding (Test IMAP needs a saved account). */
  account: MailerAccount | null;
}) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const test = useTestImap();
  const { result, show, clear } = useTestResult<TestImapResponse>();
  const [smtpHost, smtpUsername, imapSecure] = useWatch({
    control,
    name: ['host', 'username', 'imapSecure'],
  });
  const secure = imapSecure ?? true;
  const passwordSet = Boolean(account?.hasImapPassword);

  const runTest = () => {
    if (!account) return;
    clear();
    test.mutate(account.id, {
      onSuccess: show,
      onError: toastError,
    });
  };

  return (
    <Box component="section" aria-label={t('IMAP (Mailings)')} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('IMAP (Mailings)')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(
            'Mailings reads this mailbox to show your threads with creators. Empty fields use the SMTP settings.',
          )}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="imapHost"
          slotProps={{ ...ltrInput, inputLabel: { shrink: true } }}
          label={t('IMAP host')}
          placeholder={smtpHost || 'imap.example.com'}
          autoComplete="off"
        />
        <FormTextField
          control={control}
          name="imapPort"
          label={t('IMAP port')}
          toValue={portNumber}
          placeholder={String(secure ? IMAP_TLS_PORT : IMAP_STARTTLS_PORT)}
          slotProps={{ ...portInput, inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="imapUsername"
          slotProps={{ ...ltrInput, inputLabel: { shrink: true } }}
          label={t('IMAP username')}
          placeholder={smtpUsername || t('Same as SMTP')}
          autoComplete="off"
        />
        <FormPasswordField
          control={control}
          name="imapPassword"
          label={t('IMAP password')}
          placeholder={passwordSet ? '••••••••' : t('Same as SMTP')}
          helperText={passwordSet ? t('Leave empty to keep the stored password') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Controller
        control={control}
        name="imapSecure"
        render={({ field }) => (
          <SettingSwitch
            // No choice stored means the default: TLS on port 993.
            checked={field.value ?? true}
            onChange={field.onChange}
            label={t('Use TLS for IMAP')}
            description={t('On for port 993; off uses STARTTLS when the server offers it (143)')}
          />
        )}
      />
      {account ? (
        <Box>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            startIcon={<NetworkCheckOutlined />}
            loading={test.isPending}
            onClick={runTest}
          >
            {t('Test IMAP')}
          </Button>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
            {t('Tests the saved settings: save your changes first.')}
          </Typography>
        </Box>
      ) : null}
      <TestResultAlert result={result} where="mailbox" onClose={clear} />
    </Box>
  );
}
