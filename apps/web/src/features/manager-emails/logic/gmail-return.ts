/** Where Google's consent screen sends the browser back to (a path on this site). */
export const GMAIL_RETURN_PATH = '/settings?tab=manager-emails';

const returnKeys = ['gmail', 'email', 'message'] as const;

/**
 * The server redirects back with `?gmail=connected&email=…` or `?gmail=error&message=…`
 * (contract gmailOauthQuery). null when the address carries neither.
 */
export function gmailReturnNotice(params: URLSearchParams): { ok: boolean; text: string } | null {
  const state = params.get('gmail');
  if (state === 'connected') return { ok: true, text: params.get('email') ?? '' };
  if (state === 'error')
    return { ok: false, text: params.get('message') || 'Something goes wrong' };
  return null;
}

export function withoutGmailReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of returnKeys) next.delete(key);
  return next;
}
