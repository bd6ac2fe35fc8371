import Box from '@mui/material/Box';
import { useMemo } from 'react';

type SandboxedHtmlFrameProps = {
  /** Untrusted HTML (an email body): rendered with no scripts, forms, popups or same-origin. */
  html: string;
  /** The frame's accessible name. */
  title: string;
  height?: number | string;
  /** Text direction inside the document; emails are usually left-to-right. */
  dir?: 'ltr' | 'rtl';
  /** The document's Content-Security-Policy (default: images from anywhere, nothing else). */
  policy?: string;
  /** The iframe's sandbox tokens (default: none, so nothing is allowed). */
  sandbox?: string;
  /** Markup added to the document's head after the shared style (meta tags, extra rules). */
  head?: string;
};

const DEFAULT_POLICY = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'";

/**
 * Shows email HTML as a mail client would: in an iframe with an empty sandbox (no script
 * runs, links cannot navigate this app), on white paper in both themes like an inbox, and
 * with a CSP that allows images only.
 */
export function SandboxedHtmlFrame({
  html,
  title,
  height = 480,
  dir = 'ltr',
  policy = DEFAULT_POLICY,
  sandbox = '',
  head = '',
}: SandboxedHtmlFrameProps) {
  const doc = useMemo(
    () =>
      `<!doctype html><html dir="${dir}"><head><meta charset="utf-8">` +
      `<meta http-equiv="Content-Security-Policy" content="${policy}">` +
      '<base target="_blank">' +
      '<style>body{margin:16px;font:15px/1.55 -apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c252e;background:#fff;word-wrap:break-word}img{max-width:100%;height:auto}a{color:#0b65c2}</style>' +
      `${head}</head><body>${html}</body></html>`,
    [html, dir, policy, head],
  );
  return (
    <Box
      component="iframe"
      title={title}
      sandbox={sandbox}
      srcDoc={doc}
      referrerPolicy="no-referrer"
      sx={{
        display: 'block',
        width: 1,
        height,
        border: 0,
        borderRadius: 1,
        bgcolor: '#fff',
        boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.divider}`,
      }}
    />
  );
}
