import type { LoginRequest, LoginResponse } from '@app/contract';
import { messages } from '@app/contract/messages.ts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { session, useSession } from '../../../api/session/session.ts';
import { OutlinedField } from '../../../components/form/outlined-field.tsx';
import {
  adoptPrerenderedForm,
  carryPrerenderedInput,
  PRERENDERED_ATTRIBUTE,
} from '../logic/prerendered-form.ts';

type Field = keyof LoginRequest;
type FieldErrors = Partial<Record<Field, string>>;

// The contract's loginRequest validates the form and its login endpoint is called through the
// one client. zod, the schemas and the client load when the visitor first types (or submits),
// not with the page: the login route's first download has a 200 KB budget (so no form library
// either). Not on focus: the email field takes focus as the page opens, and building every
// schema then kept a phone's main thread busy while the page was still loading.
const loadContract = () => import('@app/contract');
const loadClient = () => import('../../../api/call-endpoint.ts');

export async function validateLogin(values: Record<Field, string>) {
  const { loginRequest } = await loadContract();
  const parsed = loginRequest.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'password') && !errors[key]) errors[key] = issue.message;
  }
  return { data: null, errors };
}

async function login(body: LoginRequest): Promise<LoginResponse> {
  const [{ authEndpoints }, { callEndpoint }] = await Promise.all([loadContract(), loadClient()]);
  return callEndpoint(authEndpoints.login, { body });
}

/**
 * `prerendered`: rendered at build time into login.html (app/prerender), which the app later
 * adopts (hydrates). The form is marked for the page's start script, which holds back submits
 * until then, and posts (never a GET with the password in the URL) if even that has not loaded.
 */
export function LoginPage({ prerendered = false }: { prerendered?: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { endReason } = useSession();
  const [carried] = useState(carryPrerenderedInput);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => adoptPrerenderedForm(formRef.current), []);
  const [values, setValues] = useState<Record<Field, string>>(carried.values);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const showFieldErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const first = (['email', 'password'] as const).find((f) => errors[f]);
    if (first) refs[first].current?.focus();
  };

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    setBlocked(false);
    setPending(true);
    try {
      const { data, errors } = await validateLogin(values);
      if (!data) return showFieldErrors(errors);
      const { accessToken } = await login(data);
      // GuestOnly then sends the signed-in user to ?returnTo (sanitized) or the dashboard.
      if (!session.signIn(accessToken)) setFormError(messages.somethingGoesWrong);
    } catch (error) {
      if (error instanceof BadRequestError) {
        const fromServer: FieldErrors = {};
        if (error.fields.email) fromServer.email = error.fields.email;
        if (error.fields.password) fromServer.password = error.fields.password;
        if (
          !fromServer.email &&
          !fromServer.password &&
          error.message === messages.invalidPassword
        ) {
          fromServer.password = error.message;
        }
        if (fromServer.email || fromServer.password) return showFieldErrors(fromServer);
        setBlocked(error.status === 429);
      }
      setFormError(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  const expired = endReason === 'expired' || endReason === 'unauthorized';

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('Sign in')}
      onInput={() => void Promise.all([loadContract(), loadClient()])}
      onSubmit={onSubmit}
      ref={formRef}
      {...(prerendered ? { [PRERENDERED_ATTRIBUTE]: '', method: 'post' } : {})}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Box>
        <Typography variant="h5" component="h1">
          {t('Sign in to your account')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('Use the email and password your admin gave you.')}
        </Typography>
      </Box>

      {expired && params.has('returnTo') && !formError ? (
        <Alert severity="info">{t(messages.unauthorized)}</Alert>
      ) : null}
      {formError ? (
        <Alert severity={blocked ? 'warning' : 'error'} role="alert">
          {t(formError)}
        </Alert>
      ) : null}

      <OutlinedField
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
        autoFocus={carried.focused !== 'password'}
        inputMode="email"
        placeholder="name@company.com"
        value={values.email}
        onChange={change('email')}
        error={fieldErrors.email && t(fieldErrors.email)}
        inputRef={refs.email}
      />
      <OutlinedField
        name="password"
        label={t('Password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        autoFocus={carried.focused === 'password'}
        placeholder={t('Your password')}
        value={values.password}
        onChange={change('password')}
        error={fieldErrors.password && t(fieldErrors.password)}
        inputRef={refs.password}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? t('Hide password') : t('Show password')}
              aria-pressed={showPassword}
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
      <Button
        type="submit"
        size="large"
        variant="contained"
        color="inherit"
        fullWidth
        loading={pending}
        loadingPosition="start"
      >
        {t('Sign in')}
      </Button>
    </Box>
  );
}
