import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withTamperedSignature } from '../../../test/tampered-token.ts';
import { signState, verifyState } from './signed-state.ts';

const config = { secretBoxKey: randomBytes(32).toString('base64'), dataDir: '/nonexistent' };

describe('signed OAuth state', () => {
  it('answers what it signed, with its expiry', () => {
    const token = signState(config, 'test-v1', { s: 'page', n: 1 }, 60);
    expect(verifyState(config, 'test-v1', token)).toMatchObject({ s: 'page', n: 1 });
  });

  it('refuses another label, an altered payload or signature, an expired state and junk', () => {
    const token = signState(config, 'test-v1', { s: 'page' }, 60);
    const [body = '', mac = ''] = token.split('.');
    const altered = Buffer.from(
      Buffer.from(body, 'base64url').toString('utf8').replace('page', 'evil'),
    ).toString('base64url');
    for (const bad of [
      `${altered}.${mac}`,
      withTamperedSignature(token),
      `${body}.${mac}.extra`,
      signState(config, 'test-v1', { s: 'page' }, -1),
      '',
      'abc',
      'abc.def',
    ]) {
      expect(verifyState(config, 'test-v1', bad)).toBeNull();
    }
    expect(verifyState(config, 'other-v1', token)).toBeNull();
  });
});
