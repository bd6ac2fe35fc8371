import type { TeamDiscoveryCreatorListResponse } from '@app/contract';
import { afterAll, describe, expect, it } from 'vitest';
import {
  RECORDED_TOP_GAMES,
  startHelixStandIn,
} from '../../../discovery/test/stand-ins/helix-stand-in.ts';
import {
  STAND_IN_CLIENT,
  startTwitchOAuthStandIn,
} from '../../../discovery/test/stand-ins/twitch-oauth-stand-in.ts';
import { signedIn } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { transaction } from '../platform/db/transaction.ts';
import { cronEvery, discoveryIngestJobs } from './ingest-jobs.ts';

// Discovery in-process: the service's Twitch snapshot runs as this server's job, with the
// server's own Twitch settings (the CRM's keys and base addresses), against a Helix stand-in;
// what it indexed is found through the team API.
const oauth = await startTwitchOAuthStandIn();
const helix = await startHelixStandIn(oauth);
afterAll(async () => {
  await helix.close();
  await oauth.close();
});
const t = await createTestApp({
  env: {
    TWITCH_CLIENT_ID: STAND_IN_CLIENT.id,
    TWITCH_CLIENT_SECRET: STAND_IN_CLIENT.secret,
    TWITCH_API_BASE_URL: `${helix.apiUrl}/helix`,
    TWITCH_AUTH_BASE_URL: `${oauth.baseUrl}/oauth2`,
  },
});

describe('in-process discovery ingest', () => {
  it('runs the Twitch snapshot as a job of this server and serves what it found', async () => {
    const [game] = RECORDED_TOP_GAMES;
    if (!game) throw new Error('no recorded game');
    helix.topGames.push(game);
    const login = `bard${Date.now() % 1e6}`;
    helix.addStream({
      id: `s${login}`,
      userId: String(7_000_000 + (Date.now() % 1e6)),
      login,
      gameId: game.id,
      viewers: 4321,
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      language: 'en',
    });
    const job = discoveryIngestJobs.find((j) => j.name === 'discovery.discovery-twitch');
    if (!job) throw new Error('the Twitch ingest is not a job of this server');
    await transaction(t.database.db, (tx) => t.ctx.jobs.enqueue(tx, job, {}));

    const me = await signedIn(t);
    const found = await t.app.inject({
      method: 'POST',
      url: '/api/discovery/influencer/list',
      headers: me.headers,
      payload: { search: login },
    });
    expect(found.statusCode, found.body).toBe(200);
    const { items } = found.json<TeamDiscoveryCreatorListResponse>();
    expect(items.map((c) => c.handle)).toEqual([login]);
    expect(items[0]).toMatchObject({ platform: 2, language: 'en', crm: null });
    expect(items[0]?.topGames.map((g) => g.name)).toEqual([game.name]);
  });

  it('turns ingest intervals into cron schedules', () => {
    expect(cronEvery(5)).toBe('*/5 * * * *');
    expect(cronEvery(120)).toBe('17 */2 * * *');
    expect(cronEvery(24 * 60)).toBe('43 4 * * *');
  });
});
