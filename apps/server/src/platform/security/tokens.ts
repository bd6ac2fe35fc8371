import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; tokenVersion: number };

export type TokenService = {
  sign(user: { id: number; role: number; tokenVersion: number }): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
};

/** Tokens whose signature was checked; a browser session sends the same one many times. */
const VERIFIED_CACHE_SIZE = 1000;

type Verified = TokenClaims & { expiresAtMs: number };

export function createTokenService(options: { secret: string; ttlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  // A token is immutable, so its signature needs checking once: WebCrypto's HMAC verify was
  // a tenth of a request's CPU. Expiry is still checked on every use; revocation (suspension,
  // new password) does not depend on this cache, because authenticate reads the user row.
  const verified = new Map<string, Verified>();
  const remember = (token: string, entry: Verified) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      verified.delete(verified.keys().next().value as string);
    }
    verified.set(token, entry);
  };
  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role: user.role, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs)
          return { userId: known.userId, tokenVersion: known.tokenVersion };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        if (typeof tokenVersion !== 'number' || typeof payload.exp !== 'number') return null;
        remember(token, { userId, tokenVersion, expiresAtMs: payload.exp * 1000 });
        return { userId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
