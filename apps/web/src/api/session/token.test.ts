import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenValid } from './token.ts';
import { makeToken } from './token-test-helpers.ts';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const sec = (ms: number) => Math.floor(ms / 1000);

describe('decodeToken', () => {
  it('reads exp and sub from the payload', () => {
    const token = makeToken({ exp: 2_000_000_000, sub: '7', role: 2, name: 'Zoë' });
    expect(decodeToken(token)).toEqual({ exp: 2_000_000_000, sub: '7' });
  });

  it('rejects malformed tokens', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.b')).toBeNull();
    expect(decodeToken('a.!!!.c')).toBeNull();
    expect(decodeToken(makeToken({ sub: '1' }))).toBeNull();
    expect(decodeToken(makeToken({ exp: 'tomorrow' }))).toBeNull();
  });
});

describe('isTokenValid', () => {
  it('is valid only while exp is in the future', () => {
    expect(isTokenValid(makeToken({ exp: sec(NOW) + 60 }), NOW)).toBe(true);
    expect(isTokenValid(makeToken({ exp: sec(NOW) }), NOW)).toBe(false);
    expect(isTokenValid(makeToken({ exp: sec(NOW) - 1 }), NOW)).toBe(false);
  });

  it('treats missing or broken tokens as invalid', () => {
    expect(isTokenValid(null, NOW)).toBe(false);
    expect(isTokenValid('', NOW)).toBe(false);
    expect(isTokenValid('x.y.z', NOW)).toBe(false);
  });
});
