import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTamperedSignature } from '../../../test/tampered-token.ts';
import { createTokenService } from './tokens.ts';

const secret = 'tokens-test-secret-of-some-length';
const user = { id: 7, role: 1, tokenVersion: 3 };

afterEach(() => {
  vi.useRealTimers();
});

describe('token service', () => {
  it('verifies its own token, and the same token again from the verified cache', async () => {
    const tokens = createTokenService({ secret, ttlSeconds: 60 });
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 3 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 3 });
  });

  it('refuses an expired token, whether or not it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const tokens = createTokenService({ secret, ttlSeconds: 60 });
    const seen = await tokens.sign(user);
    const unseen = await tokens.sign({ ...user, tokenVersion: 4 });
    expect(await tokens.verify(seen)).not.toBeNull();

    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(await tokens.verify(seen)).toBeNull();
    expect(await tokens.verify(unseen)).toBeNull();
  });

  it('refuses a token whose signature or payload was altered, or signed with another secret', async () => {
    const tokens = createTokenService({ secret, ttlSeconds: 60 });
    const token = await tokens.sign(user);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(withTamperedSignature(token))).toBeNull();
    const other = createTokenService({ secret: `${secret}-other`, ttlSeconds: 60 });
    expect(await other.verify(token)).toBeNull();
  });

  it('refuses unsigned tokens and tokens without an expiry', async () => {
    const tokens = createTokenService({ secret, ttlSeconds: 60 });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: '7', ver: 3, exp: Math.floor(Date.now() / 1000) + 60 }),
    ).toString('base64url')}.`;
    expect(await tokens.verify(none)).toBeNull();
    const noExpiry = await new SignJWT({ ver: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(noExpiry)).toBeNull();
  });
});
