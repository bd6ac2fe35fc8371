// A tiny cookie helper: the theme settings live in cookies (SPEC 9), not localStorage.

const DAY_MS = 24 * 60 * 60 * 1000;

export type CookieOptions = { days: number; path?: string; now?: number };

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const expires = new Date((options.now ?? Date.now()) + options.days * DAY_MS);
  return [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `expires=${expires.toUTCString()}`,
    `path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ].join('; ');
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    if (!key) continue;
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie someone else wrote with bad escapes: skip it.
    }
  }
  return out;
}

export function getCookie(name: string): string | null {
  // Prerendering at build time has no document and no visitor: no cookies.
  if (typeof document === 'undefined') return null;
  return parseCookies(document.cookie)[name] ?? null;
}

export function setCookie(name: string, value: string, options: CookieOptions) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = serializeCookie(name, value, options);
}

export function removeCookie(name: string, path = '/') {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}
