import Alert from '@mui/material/Alert';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorInWords } from '../../error-words/index.ts';

/** What a connection test (SMTP or IMAP) answers: its outcome, message and the server's detail. */
export type TestResult = { ok: boolean; message: string; detail: string | null };

/** The last test's answer, kept for the alert and also told in a toast when it arrives. */
export function useTestResult<T extends TestResult>() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [result, setResult] = useState<T | null>(null);
  const show = (answer: T) => {
    setResult(answer);
    enqueueSnackbar(t(answer.message), { variant: answer.ok ? 'success' : 'error' });
  };
  const clear = useCallback(() => setResult(null), []);
  return { result, show, clear };
}

/** A test's answer under the settings it tested, until closed. */
export function TestResultAlert({
  result,
  where = 'sender',
  onClose,
}: {
  result: TestResult | null;
  /** The outgoing server (SMTP) or the mailbox (IMAP): decides the words of a failure. */
  where?: 'sender' | 'mailbox';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (!result) return null;
  // A failure's detail is the mail server's or library's own text: said in words here, shown
  // as it is to an Admin behind Details.
  if (!result.ok && result.detail) {
    return (
      <ErrorInWords
        raw={result.detail}
        where={where}
        title={t(result.message)}
        linkToFix={false}
        role="status"
        onClose={onClose}
      />
    );
  }
  return (
    <Alert severity={result.ok ? 'success' : 'error'} role="status" onClose={onClose}>
      {t(result.message)}
    </Alert>
  );
}
