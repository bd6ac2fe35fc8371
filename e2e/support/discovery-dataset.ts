/** A moment `daysAgo` days back, as the discovery dataset's timestamps take it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * Discovery dataset rows (NDJSON objects) for Twitch creators who streamed game `igdbId`
 * lately: one creator per login (handle and display name alike, platform id `${stamp}${i}`,
 * English, 20,000 followers and up, active yesterday) and each one's played row. The specs
 * that search a game and find its creators seed them through this.
 */
export function twitchPlayersOf(igdbId: number, stamp: string, logins: readonly string[]) {
  return [
    ...logins.map((login, i) => ({
      type: 'creator',
      platform: 'twitch',
      platformId: `${stamp}${i}`,
      handle: login,
      displayName: login,
      language: 'en',
      followers: 20_000 + i * 1000,
      lastActiveAt: daysAgo(1),
    })),
    ...logins.map((_, i) => ({
      type: 'played',
      platform: 'twitch',
      platformId: `${stamp}${i}`,
      igdbId,
      lastPlayedAt: daysAgo(2 + i),
      sessions: 3,
      avgViewers: 150,
    })),
  ];
}
