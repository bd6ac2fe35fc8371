import { SETTINGS_COOKIE } from '@app/contract/settings-cookie.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, parseCookies, serializeCookie, setCookie } from './cookie.ts';
import {
  clearSettings,
  defaultSettings,
  readSettings,
  SETTINGS_COOKIE_DAYS,
  writeSettings,
} from './settings-store.ts';

afterEach(() => clearSettings());

describe('theme settings in cookies', () => {
  it('defaults to light, ltr, vertical, blue, stretch on', () => {
    expect(readSettings()).toEqual({
      mode: 'light',
      contrast: 'default',
      direction: 'ltr',
      layout: 'vertical',
      preset: 'blue',
      stretch: true,
    });
  });

  it('survives a reload: what is written is read back', () => {
    const chosen = {
      mode: 'dark',
      contrast: 'bold',
      direction: 'rtl',
      layout: 'mini',
      preset: 'orange',
      stretch: false,
    } as const;
    writeSettings(chosen);
    expect(document.cookie).toContain(`${SETTINGS_COOKIE}=`);
    expect(readSettings()).toEqual(chosen);
  });

  it('keeps valid keys and drops tampered ones', () => {
    setCookie(
      SETTINGS_COOKIE,
      JSON.stringify({ mode: 'dark', preset: 'hotpink', stretch: 'yes' }),
      { days: 1 },
    );
    expect(readSettings()).toEqual({ ...defaultSettings, mode: 'dark' });
    setCookie(SETTINGS_COOKIE, '{not json', { days: 1 });
    expect(readSettings()).toEqual(defaultSettings);
  });

  it('reset removes the cookie', () => {
    writeSettings({ ...defaultSettings, mode: 'dark' });
    clearSettings();
    expect(getCookie(SETTINGS_COOKIE)).toBeNull();
    expect(readSettings()).toEqual(defaultSettings);
  });
});

describe('cookie helper', () => {
  it('expires after the given days (3 for settings)', () => {
    const now = Date.UTC(2026, 2, 1, 10, 0, 0);
    const cookie = serializeCookie('x', 'a b;c', { days: SETTINGS_COOKIE_DAYS, now });
    expect(SETTINGS_COOKIE_DAYS).toBe(3);
    expect(cookie).toContain(`expires=${new Date(Date.UTC(2026, 2, 4, 10, 0, 0)).toUTCString()}`);
    expect(cookie).toContain('path=/');
    expect(parseCookies(cookie.split(';')[0] ?? '')).toEqual({ x: 'a b;c' });
  });
});
