import { templateVariableToken } from '@app/contract';

/** The creator's invite page, filled in per creator when the email is sent. */
export const INVITE_LINK_HREF = templateVariableToken('inviteLink');

/**
 * The address a link in an email points at, from what was typed: `{{inviteLink}}`, an
 * http(s) URL, `mailto:` / `tel:`, a bare email address (-> mailto:) or a bare domain
 * (-> https://). Null for anything else: the sanitizer would drop other schemes on save.
 */
export function normalizeLinkHref(input: string): string | null {
  const text = input.trim();
  if (/^\{\{\s*inviteLink\s*\}\}$/.test(text)) return INVITE_LINK_HREF;
  if (/\s/.test(text) || text === '') return null;
  if (/^mailto:[^@]+@[^@]+\.[^@]+$/i.test(text)) return text;
  if (/^tel:\+?[\d().-]{3,}$/i.test(text)) return text;
  if (/^[^@/:]+@[^@/:]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  const candidate = /^https?:\/\//i.test(text)
    ? text
    : /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(text)
      ? `https://${text}`
      : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? candidate : null;
  } catch {
    return null;
  }
}
