export const TOKEN_STORAGE_KEY = 'accessToken';

// Only what the session needs: the expiry and the subject. The role comes from the current
// user's answer; reading it here imported the contract's enums, and with them zod, into the
// entry chunk of every page, the login page included.
export type TokenClaims = { exp: number; sub?: string | number };

// Checked by hand: this runs on the login route, which must stay light (no zod there).
function asClaims(value: unknown): TokenClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const { exp, sub } = value as Record<string, unknown>;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const claims: TokenClaims = { exp };
  if (typeof sub === 'string' || typeof sub === 'number') claims.sub = sub;
  return claims;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a JWT's payload without checking its signature (the server does that). */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    return asClaims(JSON.parse(decodeBase64Url(parts[1])));
  } catch {
    return null;
  }
}

/** SPEC 5: a stored token is valid only if its expiry time is in the future. */
export function isTokenValid(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return false;
  const claims = decodeToken(token);
  return claims !== null && claims.exp * 1000 > now;
}
