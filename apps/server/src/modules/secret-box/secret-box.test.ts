import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
