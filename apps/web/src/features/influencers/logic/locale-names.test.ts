import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, languageName, languageOptions } from './locale-names.ts';

describe('country and language options', () => {
  it('lists real countries by name, without unions or pseudo-regions', () => {
    const codes = countryOptions().map((o) => o.code);
    expect(codes).toContain('DE');
    expect(codes).toContain('US');
    expect(codes).not.toContain('EU');
    expect(codes).not.toContain('ZZ');
    expect(countryOptions().find((o) => o.code === 'DE')?.name).toBe('Germany');
    expect(codes.length).toBeGreaterThan(200);
  });

  it('offers each country and language once, under its current code', () => {
    for (const list of [countryOptions(), languageOptions()]) {
      const names = list.map((o) => o.name);
      expect(new Set(names).size).toBe(names.length);
    }
    const countryCodes = countryOptions().map((o) => o.code);
    expect(countryCodes).toContain('GB');
    expect(countryCodes).not.toContain('UK');
    expect(countryCodes).not.toContain('DD');
    expect(languageOptions().map((o) => o.code)).toContain('he');
    expect(languageOptions().map((o) => o.code)).not.toContain('iw');
  });

  it('lists two-letter languages', () => {
    expect(languageOptions().find((o) => o.code === 'en')?.name).toBe('English');
    expect(languageOptions().every((o) => /^[a-z]{2}$/.test(o.code))).toBe(true);
  });

  it('names codes and keeps unknown ones readable', () => {
    expect(countryName('fr')).toBe('France');
    expect(countryName(null)).toBeNull();
    expect(languageName('de')).toBe('German');
    expect(languageName('!!')).toBe('!!');
  });
});
