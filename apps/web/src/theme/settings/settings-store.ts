import { SETTINGS_COOKIE } from '@app/contract/settings-cookie.ts';
import { getCookie, removeCookie, setCookie } from './cookie.ts';

/** SPEC 9: theme preferences are kept for 3 days. */
export const SETTINGS_COOKIE_DAYS = 3;

export const presetNames = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;
export type PresetName = (typeof presetNames)[number];

/** Allowed values per setting; the cookie is checked against these on read. */
export const settingOptions = {
  mode: ['light', 'dark'],
  contrast: ['default', 'bold'],
  direction: ['ltr', 'rtl'],
  layout: ['vertical', 'mini'],
  preset: presetNames,
  stretch: [true, false],
} as const;

export type Settings = {
  -readonly [K in keyof typeof settingOptions]: (typeof settingOptions)[K][number];
};

export const defaultSettings: Settings = {
  mode: 'light',
  contrast: 'default',
  direction: 'ltr',
  layout: 'vertical',
  preset: 'blue',
  stretch: true,
};

/** Reads the cookie; unknown or broken values fall back to the defaults one key at a time. */
export function readSettings(): Settings {
  const raw = getCookie(SETTINGS_COOKIE);
  if (!raw) return { ...defaultSettings };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ...defaultSettings };
  }
  if (typeof data !== 'object' || data === null) return { ...defaultSettings };
  const out: Settings = { ...defaultSettings };
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(settingOptions) as (keyof Settings)[]) {
    const allowed: readonly unknown[] = settingOptions[key];
    if (allowed.includes(record[key])) Object.assign(out, { [key]: record[key] });
  }
  return out;
}

export function writeSettings(settings: Settings) {
  setCookie(SETTINGS_COOKIE, JSON.stringify(settings), { days: SETTINGS_COOKIE_DAYS });
}

export function clearSettings() {
  removeCookie(SETTINGS_COOKIE);
}

export function isDefaultSettings(settings: Settings): boolean {
  return (Object.keys(defaultSettings) as (keyof Settings)[]).every(
    (key) => settings[key] === defaultSettings[key],
  );
}
