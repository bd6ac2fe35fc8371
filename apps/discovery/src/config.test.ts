import { describe, expect, it } from 'vitest';
import { DiscoveryConfigError, loadDiscoveryConfig } from './config.ts';
import { wantsDiscoveryRole } from './run-discovery-process.ts';

const valid = {
  DATABASE_URL: 'postgres://u:p@db:5432/app',
  DISCOVERY_TOKEN: 'a-long-enough-token-123',
};

describe('discovery configuration', () => {
  it('reads the settings, with defaults, and sources off without credentials', () => {
    expect(loadDiscoveryConfig(valid)).toEqual({
      databaseUrl: valid.DATABASE_URL,
      token: valid.DISCOVERY_TOKEN,
      host: '127.0.0.1',
      port: 4100,
      sources: {
        igdb: { enabled: false },
        twitch: { enabled: false },
        youtube: { enabled: false },
        seed: { enabled: true },
      },
      ingest: expect.objectContaining({
        igdbApiUrl: 'https://api.igdb.com/v4',
        helixApiUrl: 'https://api.twitch.tv',
        youtubeApiUrl: 'https://www.googleapis.com',
        twitchClientId: null,
        youtubeApiKey: null,
      }),
    });
    const configured = loadDiscoveryConfig({
      ...valid,
      DISCOVERY_PORT: '5000',
      TWITCH_CLIENT_ID: 'id',
      TWITCH_CLIENT_SECRET: 'secret',
    });
    expect(configured.port).toBe(5000);
    expect(configured.sources.igdb).toEqual({ enabled: true });
    expect(configured.sources.twitch).toEqual({ enabled: true });
  });

  it('refuses a missing or short token and a missing or non-PostgreSQL database', () => {
    const refused = (env: Record<string, string>) => () => loadDiscoveryConfig(env);
    expect(refused({ DATABASE_URL: valid.DATABASE_URL })).toThrow(/DISCOVERY_TOKEN/);
    expect(refused({ ...valid, DISCOVERY_TOKEN: 'short' })).toThrow(/DISCOVERY_TOKEN: must be 16/);
    expect(refused({ DISCOVERY_TOKEN: valid.DISCOVERY_TOKEN })).toThrow(/DATABASE_URL/);
    expect(refused({ ...valid, DATABASE_URL: 'file:./data' })).toThrow(DiscoveryConfigError);
  });

  it('recognises the discovery role from the flag or ROLE', () => {
    expect(wantsDiscoveryRole(['--role=discovery'], {})).toBe(true);
    expect(wantsDiscoveryRole(['--role', 'discovery'], {})).toBe(true);
    expect(wantsDiscoveryRole([], { ROLE: 'discovery' })).toBe(true);
    expect(wantsDiscoveryRole(['--role=web'], { ROLE: 'discovery' })).toBe(false);
    expect(wantsDiscoveryRole(['--role=web,worker'], {})).toBe(false);
    expect(wantsDiscoveryRole([], { ROLE: 'all' })).toBe(false);
    expect(wantsDiscoveryRole([], {})).toBe(false);
  });
});
