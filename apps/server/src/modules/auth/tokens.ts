import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; tokenVersion: number };

export type TokenService = {
  sign(user: { id: number; role: number; tokenVersion: number }): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(options: { secret: string; ttlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        return typeof tokenVersion === 'number' ? { userId, tokenVersion } : null;
      } catch {
        return null;
      }
    },
  };
}
