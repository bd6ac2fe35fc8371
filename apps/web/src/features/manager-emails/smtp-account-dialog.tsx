import {
  createMailerAccountRequest,
  type MailerAccount,
  type TestMailerAccountResponse,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NetworkCheckOutlined from '@mui/icons-material/NetworkCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../api/errors.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-errors.ts';
import { smtpPortFor, testRequestFrom } from './logic/smtp-form.ts';
import { useSaveMailerAccount, useTestMailerAccount } from './manager-emails-api.ts';

// Create: the contract's request as is. Edit: an empty password keeps the stored one.
const createSchema = createMailerAccountRequest.omit({ authType: true });
const editSchema = createSchema.extend({ password: z.string().max(1024) });

type SmtpInput = z.input<typeof editSchema>;
type SmtpOutput = z.output<typeof editSchema>;

const createResolver = zodResolver(createSchema) as unknown as Resolver<
  SmtpInput,
  unknown,
  SmtpOutput
>;
const editResolver = zodResolver(editSchema) as unknown as Resolver<SmtpInput, unknown, SmtpOutput>;

// Addresses, hosts and user names read left to right in any interface direction.
const ltrInput = { htmlInput: { dir: 'ltr' } } as const;

const fieldNames = ['email', 'name', 'host', 'port', 'username', 'password', 'secure'] as const;

type SmtpAccountDialogProps = {
  open: boolean;
  /** null: add a new SMTP account. */
  account: MailerAccount | null;
  onClose: () => void;
};

/** Add or edit an SMTP sender; "Test" connects and authenticates before (or without) saving. */
export function SmtpAccountDialog({ open, account, onClose }: SmtpAccountDialogProps) {
  return open ? <SmtpAccountDialogContent account={account} onClose={onClose} /> : null;
}

function SmtpAccountDialogContent({ account, onClose }: Omit<SmtpAccountDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveMailerAccount();
  const test = useTestMailerAccount();
  const [result, setResult] = useState<TestMailerAccountResponse | null>(null);
  const editing = account !== null;
  const passwordSet = Boolean(account?.hasPassword);

  const form = useForm<SmtpInput, unknown, SmtpOutput>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: {
      email: account?.email ?? '',
      name: account?.name ?? '',
      host: account?.host ?? '',
      port: account?.port ?? 587,
      username: account?.username ?? '',
      password: '',
      secure: account?.secure ?? false,
    },
  });

  const onError = (error: unknown) => {
    if (!applyServerFieldErrors(error, form.setError, fieldNames)) {
      enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
    }
  };

  const submit = form.handleSubmit((values) => {
    if (account) {
      const { password, ...rest } = values;
      save.mutate(
        { id: account.id, body: password ? { ...rest, password } : rest },
        {
          onSuccess: (saved) => {
            enqueueSnackbar(t('{{email}} saved', { email: saved.email }), { variant: 'success' });
            onClose();
          },
          onError,
        },
      );
    } else {
      save.mutate(
        { id: null, body: values },
        {
          onSuccess: (saved) => {
            enqueueSnackbar(t('{{email}} added', { email: saved.email }), { variant: 'success' });
            onClose();
          },
          onError,
        },
      );
    }
  });

  // Test what is in the form: the same checks as saving, but the password may stay empty
  // when one is stored (the server then uses it).
  const runTest = form.handleSubmit((values) => {
    setResult(null);
    test.mutate(testRequestFrom(account?.id ?? null, values), {
      onSuccess: (answer) => {
        setResult(answer);
        enqueueSnackbar(t(answer.message), { variant: answer.ok ? 'success' : 'error' });
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, fieldNames)) {
          enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
        }
      },
    });
  });

  const pending = save.isPending;
  const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="smtp-dialog-title"
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="smtp-dialog-title">
        <DialogTitle id="smtp-dialog-title">
          {editing ? t('Edit SMTP account') : t('Add SMTP account')}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            {t(
              'Campaign emails go out through this mailbox. The password is stored encrypted and never shown again.',
            )}
          </Typography>
          <Box sx={grid}>
            <FormTextField
              control={form.control}
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
            <FormTextField
              control={form.control}
              name="name"
              label={t('Sender name')}
              helperText={t('Shown in From when the campaign has no sender name')}
            />
            <FormTextField
              control={form.control}
              name="host"
              slotProps={ltrInput}
              label={t('SMTP host')}
              placeholder="smtp.example.com"
              autoComplete="off"
            />
            <Controller
              control={form.control}
              name="port"
              render={({ field, fieldState }) => (
                <FormPortField
                  label={t('Port')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormTextField
              control={form.control}
              name="username"
              slotProps={ltrInput}
              label={t('Username')}
              autoComplete="off"
            />
            <FormTextField
              control={form.control}
              name="password"
              label={t('Password')}
              type="password"
              autoComplete="new-password"
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
          <Controller
            control={form.control}
            name="secure"
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 2, alignItems: 'flex-start' }}
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
          {result ? (
            <Alert
              severity={result.ok ? 'success' : 'error'}
              sx={{ mt: 2 }}
              role="status"
              onClose={() => setResult(null)}
            >
              {t(result.message)}
              {result.detail ? (
                <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
                  {result.detail}
                </Typography>
              ) : null}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
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
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="contained" color="inherit" loading={pending}>
            {editing ? t('Save changes') : t('Add account')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function FormPortField(props: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={props.label}
      value={props.value ?? ''}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, 5);
        props.onChange(digits ? Number(digits) : undefined);
      }}
      error={Boolean(props.error)}
      helperText={props.error}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      fullWidth
    />
  );
}
