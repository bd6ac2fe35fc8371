import { describe, expect, it } from 'vitest';
import { normalizeLinkHref } from './link-href.ts';

describe('normalizeLinkHref', () => {
  it('keeps the invite link variable, written with or without spaces', () => {
    expect(normalizeLinkHref('{{inviteLink}}')).toBe('{{inviteLink}}');
    expect(normalizeLinkHref(' {{ inviteLink }} ')).toBe('{{inviteLink}}');
  });

  it('keeps http(s), mailto and tel links', () => {
    expect(normalizeLinkHref('https://studio.test/game?a=1')).toBe('https://studio.test/game?a=1');
    expect(normalizeLinkHref('http://localhost:3000/x')).toBe('http://localhost:3000/x');
    expect(normalizeLinkHref('mailto:team@studio.test')).toBe('mailto:team@studio.test');
    expect(normalizeLinkHref('tel:+33 1 23')).toBeNull();
    expect(normalizeLinkHref('tel:+33-1-23')).toBe('tel:+33-1-23');
  });

  it('completes a bare domain and a bare email address', () => {
    expect(normalizeLinkHref('studio.test/press')).toBe('https://studio.test/press');
    expect(normalizeLinkHref('team@studio.test')).toBe('mailto:team@studio.test');
  });

  it('refuses what an email cannot link to', () => {
    for (const bad of [
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      'not a link',
      'ftp://x.y',
      '{{key}}',
      'https://nodot',
    ]) {
      expect(normalizeLinkHref(bad), bad).toBeNull();
    }
  });
});
