const LOGIN_PATH = '/login';

function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || /\s/.test(char) || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const ORIGIN = 'http://return-to.invalid';

/**
 * Only same-origin relative paths may come back from `?returnTo=`: anything else
 * (absolute URLs, `//host`, backslashes, `javascript:`) would be an open redirect.
 */
export function sanitizeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers treat "\" like "/" and strip tabs/newlines, so "/\evil.com" would leave the site.
  if (hasUnsafeCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The login URL that brings the user back to `path` after signing in. */
export function loginPathFor(path: string): string {
  const safe = sanitizeReturnTo(path, '');
  return safe && safe !== '/' ? `${LOGIN_PATH}?returnTo=${encodeURIComponent(safe)}` : LOGIN_PATH;
}
