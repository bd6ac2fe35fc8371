import { describe, expect, it } from 'vitest';
import { loginPathFor, sanitizeReturnTo } from './return-to.ts';

describe('sanitizeReturnTo', () => {
  it('keeps same-origin relative paths with query and hash', () => {
    expect(sanitizeReturnTo('/settings?tab=team')).toBe('/settings?tab=team');
    expect(sanitizeReturnTo('/campaigns/12/view#posts')).toBe('/campaigns/12/view#posts');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\tevil',
    ' /settings',
    '',
  ])('rejects %j', (value) => {
    expect(sanitizeReturnTo(value)).toBe('/');
  });

  it('keeps percent-encoded characters inside the path (still same origin)', () => {
    expect(sanitizeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('never sends the user back to the login page', () => {
    expect(sanitizeReturnTo('/login?returnTo=/x')).toBe('/');
    expect(sanitizeReturnTo(null, '/fallback')).toBe('/fallback');
  });
});

describe('loginPathFor', () => {
  it('encodes the current path as returnTo', () => {
    expect(loginPathFor('/settings?tab=team')).toBe('/login?returnTo=%2Fsettings%3Ftab%3Dteam');
  });
  it('omits returnTo for the dashboard and unsafe paths', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
