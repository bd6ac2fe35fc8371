import type { LeadMagnet } from '@app/contract';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `text`; without clipboard access, selects the field for a manual copy. */
function useCopy() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (
    key: string,
    text: string,
    field: HTMLInputElement | HTMLTextAreaElement | null,
  ) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      enqueueSnackbar(t('Copied'), { variant: 'success' });
      window.setTimeout(() => setCopied((v) => (v === key ? null : v)), 2000);
    } catch {
      field?.focus();
      field?.select();
      enqueueSnackbar(t('Press Ctrl+C (⌘C) to copy the selection'), { variant: 'info' });
    }
  };
  return { copied, copy };
}

/** The lead magnet's page link and embed snippet, each with a copy button. */
export function LeadMagnetShare({ leadMagnet }: { leadMagnet: LeadMagnet }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  const urlRef = useRef<HTMLInputElement>(null);
  const embedRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={t('Page link')}
        value={leadMagnet.pageUrl}
        inputRef={urlRef}
        fullWidth
        slotProps={{
          // Addresses and code read left to right in any layout direction.
          htmlInput: { readOnly: true, spellCheck: false, dir: 'ltr' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <LinkOutlined fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t('Open the page')}>
                  <IconButton
                    component="a"
                    href={leadMagnet.pageUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('Open the page')}
                    edge="end"
                  >
                    <OpenInNew fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('Copy link')}>
                  <IconButton
                    aria-label={t('Copy link')}
                    onClick={() => void copy('url', leadMagnet.pageUrl, urlRef.current)}
                  >
                    {copied === 'url' ? (
                      <CheckOutlined fontSize="small" color="success" />
                    ) : (
                      <ContentCopyOutlined fontSize="small" />
                    )}
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <CodeOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
          <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
            {t('Embed snippet')}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            startIcon={
              copied === 'embed' ? <CheckOutlined color="success" /> : <ContentCopyOutlined />
            }
            onClick={() => void copy('embed', leadMagnet.embedHtml, embedRef.current)}
          >
            {t('Copy snippet')}
          </Button>
        </Box>
        <TextField
          value={leadMagnet.embedHtml}
          inputRef={embedRef}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              dir: 'ltr',
              'aria-label': t('Embed snippet'),
              style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 },
            },
          }}
        />
        <Typography variant="caption" sx={{ display: 'block', mt: 0.75, color: 'text.secondary' }}>
          {t(
            'Paste it on the game’s site: the form fits its height, and a plain link stays for pages without JavaScript.',
          )}
        </Typography>
      </Box>
    </Box>
  );
}
