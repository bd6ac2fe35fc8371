import { useMemo } from 'react';
import { SandboxedHtmlFrame } from '../../../components/sandboxed-html-frame.tsx';

/**
 * The mail frame's policy, whatever the HTML says: nothing is fetched, images only as data:
 * (the message's own parts, and remote images once the server fetched them on a click).
 * The page's own policy applies too (a srcdoc frame inherits it); this one is narrower.
 */
export const MAIL_FRAME_POLICY =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src 'none'; form-action 'none'";

// No referrer on links; remote-image placeholders take no room until loaded.
const MAIL_FRAME_HEAD =
  '<meta name="referrer" content="no-referrer">' +
  '<style>img[data-remote-image]:not([src]){display:none}</style>';

type MailFrameProps = {
  /** The server's sanitized HTML: remote images are `data-remote-image="n"` placeholders. */
  html: string;
  title: string;
  height: number;
  /** data: URLs of the remote images, by placeholder number, once loaded through the server. */
  remoteImages?: readonly (string | null)[];
};

/** The placeholders filled with the loaded images (data: URLs checked by the caller). */
export function withRemoteImages(html: string, images: readonly (string | null)[]): string {
  return html.replace(/data-remote-image="(\d+)"/g, (placeholder, n: string) => {
    const url = images[Number(n)];
    return url ? `src="${url}" ${placeholder}` : placeholder;
  });
}

/**
 * A received message as a mail client shows it: a sandboxed frame (no script, no same-origin,
 * no forms) on white paper, under MAIL_FRAME_POLICY. Links open in a new tab, outside the
 * sandbox, with no opener and no referrer (the server sets rel on each).
 */
export function MailFrame({ html, title, height, remoteImages = [] }: MailFrameProps) {
  const withImages = useMemo(() => withRemoteImages(html, remoteImages), [html, remoteImages]);
  return (
    <SandboxedHtmlFrame
      html={withImages}
      title={title}
      height={height}
      policy={MAIL_FRAME_POLICY}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      head={MAIL_FRAME_HEAD}
    />
  );
}
