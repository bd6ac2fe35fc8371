import { randomUUID } from 'node:crypto';
import { ChannelType } from '@app/contract';
import { discoverySchema } from '@app/discovery';
import { insertedRow } from '../src/platform/db/inserted-row.ts';
import type { TestApp } from './test-app.ts';

/** A YouTube channel id ("UC" + 22 characters), unique per call. */
export const youtubeChannelId = () => `UC${randomUUID().replace(/-/g, '').slice(0, 22)}`;

/** A Twitch user id (digits), unique per call. */
export const twitchUserId = () =>
  String(Number.parseInt(randomUUID().replace(/-/g, '').slice(0, 12), 16));

/**
 * A creator in the discovery index (schema discovery of the test database), written the way
 * the ingest writes it (search_text = lower(handle || ' ' || display_name)).
 */
export async function createDiscoveryCreator(
  t: TestApp,
  overrides: Partial<typeof discoverySchema.creators.$inferInsert> & { handle: string },
) {
  const platform = overrides.platform ?? ChannelType.Twitch;
  const platformId =
    overrides.platformId ??
    (platform === ChannelType.Youtube ? youtubeChannelId() : twitchUserId());
  const displayName = overrides.displayName ?? `Creator ${overrides.handle}`;
  return insertedRow(
    t.database.db
      .insert(discoverySchema.creators)
      .values({
        platform,
        platformId,
        displayName,
        source: 'seed',
        followers: 1000,
        url:
          platform === ChannelType.Youtube
            ? `https://www.youtube.com/channel/${platformId}`
            : `https://www.twitch.tv/${overrides.handle}`,
        ...overrides,
        searchText: `${overrides.handle} ${displayName}`.toLowerCase(),
      })
      .returning(),
  );
}

/** A game in the discovery index. */
export async function createDiscoveryGame(t: TestApp, name: string) {
  return insertedRow(
    t.database.db
      .insert(discoverySchema.games)
      .values({ name, slug: name.toLowerCase(), searchText: name.toLowerCase() })
      .returning(),
  );
}

/** A creator played a game (recently: the game's top creators are the last 30 days'). */
export async function recordPlayed(t: TestApp, creatorId: number, gameId: number) {
  const now = new Date().toISOString();
  await t.database.db.insert(discoverySchema.creatorGames).values({
    creatorId,
    gameId,
    firstPlayedAt: now,
    lastPlayedAt: now,
    sessions: 3,
    avgViewers: 120,
  });
}
