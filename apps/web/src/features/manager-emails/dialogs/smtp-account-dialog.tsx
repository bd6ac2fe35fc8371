import type { MailerAccount, TestMailerAccountResponse } from '@app/contract';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NetworkCheckOutlined from '@mui/icons-material/NetworkCheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { addOrEditResolver } from '../../../components/form/add-or-edit-resolver.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { withoutEmptyPassword } from '../../../components/form/keep-password.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useSaveError } from '../../../components/form/use-save-error.ts';
import { useSaveMailerAccount, useTestMailerAccount } from '../api/manager-emails-api.ts';
import { withImapDefaults } from '../logic/imap-form.ts';
import {
  createSmtpSchema,
  editSmtpSchema,
  type SmtpInput,
  type SmtpOutput,
} from '../logic/smtp-account-schema.ts';
import { smtpPortFor, testRequestFrom } from '../logic/smtp-form.ts';
import { ImapSettingsFields } from '../sections/imap-settings-fields.tsx';
import { ltrInput, portInput, portNumber } from '../sections/server-input-props.ts';
import { TestResultAlert, useTestResult } from '../sections/test-result-alert.tsx';

/**
 * Add an SMTP sender (`account` null) or edit one; "Test" connects and authenticates before
 * (or without) saving. Mounted only while open: each opening starts afresh. `onSaved` hears
 * the saved account and the Test of exactly what was saved, if there was one.
 */
export function SmtpAccountDialog({
  account,
  onClose,
  onSaved,
}: {
  account: MailerAccount | null;
  onClose: () => void;
  onSaved?: (saved: MailerAccount, tested: TestMailerAccountResponse | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMailerAccount();
  const test = useTestMailerAccount();
  const { result, show, clear } = useTestResult<TestMailerAccountResponse>();
  const editing = account !== null;
  const passwordSet = Boolean(account?.hasPassword);

  const form = useForm<SmtpInput, unknown, SmtpOutput>({
    resolver: addOrEditResolver(editing, createSmtpSchema, editSmtpSchema),
    defaultValues: {
      email: account?.email ?? '',
      name: account?.name ?? '',
      host: account?.host ?? '',
      port: account?.port ?? 587,
      username: account?.username ?? '',
      password: '',
      secure: account?.secure ?? false,
      imapHost: account?.imapHost ?? '',
      imapPort: account?.imapPort ?? undefined,
      imapSecure: account?.imapSecure ?? null,
      imapUsername: account?.imapUsername ?? '',
      imapPassword: '',
    },
  });
  const fields = formFields(form);
  const saveError = useSaveError(form);

  // The Test's answer is about the settings as they were: changing one makes it stale (the
  // sender name and the IMAP settings are not among them).
  useEffect(() => {
    if (!result) return;
    const { unsubscribe } = form.watch((_values, { name }) => {
      if (name !== 'name' && !name?.startsWith('imap')) clear();
    });
    return unsubscribe;
  }, [form, result, clear]);

  // Saved with the Test's receipt, the account shows the outcome at once (a failed Test
  // saves as failing, not "Not tested"); the server ignores it for settings not tested.
  const submit = async (values: SmtpOutput) => {
    const tested = result?.receipt ? { testReceipt: result.receipt } : {};
    if (account) {
      const body = { ...withImapDefaults(withoutEmptyPassword(values)), ...tested };
      const saved = await save.mutateAsync({ id: account.id, body });
      onSaved?.(saved, result);
      return t('{{email}} saved', { email: saved.email });
    }
    const saved = await save.mutateAsync({
      id: null,
      body: { ...withImapDefaults(values), ...tested },
    });
    onSaved?.(saved, result);
    return t('{{email}} added', { email: saved.email });
  };

  // Test what is in the form: the same checks as saving, but the password may stay empty
  // when one is stored (the server then uses it).
  const runTest = form.handleSubmit((values) => {
    clear();
    test.mutate(testRequestFrom(account?.id ?? null, values), {
      onSuccess: show,
      onError: saveError,
    });
  });

  return (
    <FormDialog
      form={form}
      title={editing ? t('Edit SMTP account') : t('Add SMTP account')}
      submitLabel={editing ? t('Save changes') : t('Add account')}
      onSubmit={submit}
      onClose={onClose}
      extraActions={
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<NetworkCheckOutlined />}
          loading={test.isPending}
          onClick={() => void runTest()}
          sx={{ marginInlineEnd: 'auto' }}
        >
          {t('Test connection')}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(
          'Campaign emails go out through this mailbox. The password is stored encrypted and never shown again.',
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <fields.Text
          name="email"
          slotProps={ltrInput}
          label={t('Email')}
          type="email"
          autoComplete="off"
          autoFocus
          onBlur={(e) => {
            if (!form.getValues('username') && e.target.value) {
              form.setValue('username', e.target.value.trim());
            }
          }}
        />
        <fields.Text
          name="name"
          label={t('Sender name')}
          helperText={t('Shown in From when the campaign has no sender name')}
        />
        <fields.Text
          name="host"
          slotProps={ltrInput}
          label={t('SMTP host')}
          placeholder="smtp.example.com"
          autoComplete="off"
        />
        <fields.Text name="port" label={t('Port')} toValue={portNumber} slotProps={portInput} />
        <fields.Text
          name="username"
          slotProps={ltrInput}
          label={t('Username')}
          autoComplete="off"
        />
        <fields.Password
          name="password"
          label={t('Password')}
          placeholder={passwordSet ? '••••••••' : undefined}
          helperText={passwordSet ? t('Leave empty to keep the stored password') : undefined}
          slotProps={{
            inputLabel: passwordSet ? { shrink: true } : undefined,
            input: passwordSet
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Chip
                        size="small"
                        icon={<LockOutlined />}
                        label={t('Password set')}
                        variant="outlined"
                      />
                    </InputAdornment>
                  ),
                }
              : undefined,
          }}
        />
      </Box>
      <fields.Field
        name="secure"
        render={({ field }) => (
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Switch
                checked={Boolean(field.value)}
                slotProps={{ input: { 'aria-label': t('Use TLS (SSL)') } }}
                onChange={(_, checked) => {
                  field.onChange(checked);
                  const port = smtpPortFor(form.getValues('port'), checked);
                  if (port !== undefined && port !== form.getValues('port'))
                    form.setValue('port', port);
                }}
              />
            }
            label={
              <Box sx={{ pt: 0.75 }}>
                <Typography variant="body2">{t('Use TLS (SSL)')}</Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('On for port 465; off uses STARTTLS when the server offers it (587)')}
                </Typography>
              </Box>
            }
          />
        )}
      />
      <TestResultAlert result={result} onClose={clear} />
      <ImapSettingsFields control={form.control} account={account} />
    </FormDialog>
  );
}
