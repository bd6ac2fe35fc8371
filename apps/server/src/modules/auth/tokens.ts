import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number };

export type TokenService = {
  sign(user: { id: number; role: number }): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(options: { secret: string; ttlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign(user) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ role: user.role })
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
        return Number.isSafeInteger(userId) && userId > 0 ? { userId } : null;
      } catch {
        return null;
      }
    },
  };
}
