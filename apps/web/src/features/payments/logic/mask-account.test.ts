import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './mask-account.ts';
import { generateSample } from './sample/generate-sample.ts';

describe('maskAccountNumber', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('••••••••9012');
    expect(maskAccountNumber('9876 5432-10')).toBe('••••••3210');
  });

  it('leaves nothing but the last 4 visible on every sample recipient', () => {
    for (const { accountNumber } of generateSample().recipients) {
      const masked = maskAccountNumber(accountNumber);
      expect(masked).toHaveLength(accountNumber.length);
      expect(masked.slice(-4)).toBe(accountNumber.slice(-4));
      expect(masked.slice(0, -4)).toMatch(/^•+$/);
      expect(masked).not.toContain(accountNumber.slice(0, 4));
    }
  });

  it('does not invent digits for short numbers', () => {
    expect(maskAccountNumber('12')).toBe('12');
    expect(maskAccountNumber('')).toBe('');
  });
});
