import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import { signTrackingToken, verifyTrackingToken } from './links.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('tracking tokens', () => {
  const config = testConfig();

  it('accepts the signed spelling and refuses one that decodes to the same bytes', () => {
    const token = signTrackingToken(config, 'open', 42);
    expect(verifyTrackingToken(config, 'open', token)).toBe(42);
    // The last of 22 characters carries 2 bits of the 128-bit MAC; flipping a spare bit keeps
    // the decoded bytes identical.
    const last = ALPHABET.indexOf(token.at(-1) ?? '');
    const twin = `${token.slice(0, -1)}${ALPHABET[last ^ 1]}`;
    expect(Buffer.from(twin.split('.')[1] ?? '', 'base64url')).toEqual(
      Buffer.from(token.split('.')[1] ?? '', 'base64url'),
    );
    expect(verifyTrackingToken(config, 'open', twin)).toBeNull();
  });

  it('binds a token to its purpose and target', () => {
    const click = signTrackingToken(config, 'click', 7, 'https://store.test/a');
    expect(verifyTrackingToken(config, 'click', click, 'https://store.test/a')).toBe(7);
    expect(verifyTrackingToken(config, 'click', click, 'https://evil.test/')).toBeNull();
    expect(verifyTrackingToken(config, 'open', click)).toBeNull();
  });
});
