import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelledError, errorMessage } from '../../../api/errors.ts';
import {
  claimMyKeys,
  getMyKeys,
  type KeyRow,
  type KeyView,
  keyView,
  notEligibleMessage,
} from '../api/invite-keys-api.ts';

// Part of the public invite page: MUI core only (no data grid, no tooltips' popper), no query
// cache, no zod. It must stay fast on a phone.

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; view: KeyView; claimed: boolean };

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CodeLine({ code, label }: { code: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(code);
    if (!ok && codeRef.current) {
      // No clipboard access (old browser, insecure context): select it for a manual copy.
      const range = document.createRange();
      range.selectNodeContents(codeRef.current);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    setCopied(ok ? 'yes' : 'no');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 2000);
  };

  return (
    <Box
      component="li"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        paddingInlineStart: 2,
        paddingInlineEnd: 1,
        borderRadius: 1.5,
        border: `1px dashed ${alpha(theme.palette.primary.main, 0.4)}`,
        bgcolor: alpha(theme.palette.primary.main, 0.06),
      })}
    >
      <Box
        component="code"
        ref={codeRef}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: { xs: 16, sm: 18 },
          fontWeight: 600,
          letterSpacing: 1,
          overflowWrap: 'anywhere',
          userSelect: 'all',
          direction: 'ltr',
          textAlign: 'start',
        }}
      >
        {code}
      </Box>
      <Typography
        variant="caption"
        aria-live="polite"
        sx={{ color: copied === 'yes' ? 'success.main' : 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {copied === 'yes' ? t('Copied') : copied === 'no' ? t('Selected: copy it') : ''}
      </Typography>
      <IconButton
        onClick={() => void copy()}
        aria-label={t('Copy {{label}}', { label })}
        color={copied === 'yes' ? 'success' : 'primary'}
      >
        {copied === 'yes' ? <CheckOutlined /> : <ContentCopyOutlined />}
      </IconButton>
    </Box>
  );
}

function PlatformKeys({ row, claimed }: { row: KeyRow; claimed: boolean }) {
  const { t } = useTranslation();
  const platform = t(row.label);
  return (
    <Box component="section" aria-label={t('{{platform}} keys', { platform })}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {platform}
        {row.bundleSize > 1 ? (
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {' '}
            {t('({{have}} of {{count}})', { have: row.codes.length, count: row.bundleSize })}
          </Typography>
        ) : null}
      </Typography>
      {row.codes.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {row.codes.map((code, index) => (
            <CodeLine
              key={code}
              code={code}
              label={
                row.codes.length > 1
                  ? t('{{platform}} key {{n}}', { platform, n: index + 1 })
                  : t('{{platform}} key', { platform })
              }
            />
          ))}
        </Box>
      ) : null}
      {row.message ? (
        <Alert severity="warning" sx={{ mt: row.codes.length ? 1 : 0 }}>
          {t(row.message)}
          {'. '}
          {t('The team has been told. Come back later and press the button again.')}
        </Alert>
      ) : row.codes.length === 0 && !claimed ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('No key yet')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The invite page's "Get my key": the creator's own codes per platform, the same every visit. */
export function InviteKeySection({ token }: { token: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [claiming, setClaiming] = useState(false);
  const [claimError, setClaimError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getMyKeys(token, controller.signal).then(
      (answer) => setState({ kind: 'ready', view: keyView(answer), claimed: false }),
      (error: unknown) => {
        if (error instanceof CancelledError) return;
        setState({ kind: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [token]);

  const claim = async () => {
    setClaiming(true);
    setClaimError(null);
    try {
      const answer = await claimMyKeys(token);
      setState({ kind: 'ready', view: keyView(answer), claimed: true });
    } catch (error) {
      setClaimError(errorMessage(error));
    } finally {
      setClaiming(false);
    }
  };

  if (state.kind === 'loading') {
    return (
      <Box aria-busy>
        <Skeleton variant="text" sx={{ width: '60%' }} />
        <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
      </Box>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert severity="error" role="alert">
        {t(state.message)}
      </Alert>
    );
  }

  const { view, claimed } = state;
  if (view.rows.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('This campaign has no keys to hand out.')}
      </Typography>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {view.hasCodes
          ? t('Your keys are yours alone: they stay here every time you come back.')
          : view.canClaim
            ? t('Press the button to get your key. It is yours alone and stays on this page.')
            : t(notEligibleMessage)}
      </Typography>
      {view.hasCodes || claimed ? (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {view.rows.map((row) => (
            <PlatformKeys key={row.platform} row={row} claimed={claimed} />
          ))}
        </Box>
      ) : null}
      {claimError ? (
        <Alert severity="error" role="alert">
          {t(claimError)}
        </Alert>
      ) : null}
      {view.canClaim ? (
        <Box>
          <Button
            variant="contained"
            size="large"
            startIcon={<KeyOutlined />}
            loading={claiming}
            onClick={() => void claim()}
          >
            {view.hasCodes
              ? t('Get the rest of my keys')
              : claimed
                ? t('Try again')
                : t('Get my key')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
