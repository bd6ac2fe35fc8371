import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedKey, signatureMatches } from './derived-keys.ts';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, including empty and non-ASCII text', () => {
    const box = createSecretBox(randomBytes(32));
    for (const plain of ['', 'ABCDE-12345-FGHIJ', 'clé ключ 鍵 🎮']) {
      expect(box.open(box.seal(plain))).toBe(plain);
    }
  });

  it('gives every seal its own 96-bit IV, across refills of the random pool', () => {
    const box = createSecretBox(randomBytes(32));
    const ivs = new Set<string>();
    const seals = 10_000; // more than two refills of 4,096
    for (let i = 0; i < seals; i++) {
      const [, iv] = box.seal('same text').split('.');
      expect(Buffer.from(iv ?? '', 'base64url')).toHaveLength(12);
      ivs.add(iv ?? '');
    }
    expect(ivs.size).toBe(seals);
  });

  it('refuses a value sealed with another key, altered, or not sealed at all', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('ABCDE-12345');
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const altered = Buffer.from(body, 'base64url');
    altered[0] = (altered[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, tag, altered.toString('base64url')].join('.'))).toThrow();
    expect(() => box.open('ABCDE-12345')).toThrow('Not a sealed secret');
  });
});

describe('derived keys and signatures', () => {
  const config = { secretBoxKey: randomBytes(32).toString('base64'), dataDir: '/nonexistent' };

  it('derives one key per label from the secret, the same for every configuration of it', () => {
    const tracking = derivedKey(config, 'email-tracking-v1');
    expect(tracking).toHaveLength(32);
    expect(derivedKey({ ...config }, 'email-tracking-v1').equals(tracking)).toBe(true);
    expect(derivedKey(config, 'live-capture-ip-v1').equals(tracking)).toBe(false);
    const other = { ...config, secretBoxKey: randomBytes(32).toString('base64') };
    expect(derivedKey(other, 'email-tracking-v1').equals(tracking)).toBe(false);
  });

  it('matches a signature only as the same text', () => {
    expect(signatureMatches('abcDEF_-', 'abcDEF_-')).toBe(true);
    expect(signatureMatches('abcDEF_.', 'abcDEF_-')).toBe(false);
    expect(signatureMatches('abcDEF_', 'abcDEF_-')).toBe(false);
    expect(signatureMatches('', 'abcDEF_-')).toBe(false);
  });
});
