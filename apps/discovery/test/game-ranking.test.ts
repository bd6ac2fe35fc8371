import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessDiscoveryClient } from '../src/client/in-process-client.ts';
import { rows } from '../src/db/sql-params.ts';
import { silentLog } from '../src/ingest/ingest-context.ts';
import { importSeed } from '../src/ingest/seed/import-seed.ts';
import { openTestDatabase } from './test-database.ts';

// Searching a game puts that very game first (issue 28), in the Games tab and every game
// picker (both ask POST /game/list without a sort); the text search is accent-blind.
const database = await openTestDatabase();
const dir = mkdtempSync(join(tmpdir(), 'discovery-ranking-'));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await database.close();
});
const client = createInProcessDiscoveryClient(database.db);

const game = (igdbId: number, name: string, popularity: number, extra = {}) => ({
  type: 'game',
  igdbId,
  name,
  popularity,
  ...extra,
});
const path = join(dir, 'games.ndjson');
writeFileSync(
  path,
  [
    // The exact games are the least popular: popularity alone put them last.
    game(1, 'Hades II', 90),
    game(2, 'Hadeshaven', 80),
    game(3, 'Hades: Starter Edition', 70),
    game(4, 'Hades', 10),
    game(5, 'Portal Knights', 90),
    game(6, 'Portal', 5),
    game(7, 'Pokémon Légendes: Arceus', 50),
    game(8, 'Ōkami', 40),
    game(9, 'The Portal Hades', 100),
    game(10, 'Baldur’s Gate 3', 60, { genreIds: [12, 31], platformIds: [6], themeIds: [1] }),
    { type: 'term', kind: 'genre', id: 12, name: 'Role-playing (RPG)', slug: 'role-playing-rpg' },
    { type: 'term', kind: 'genre', id: 31, name: 'Adventure' },
    { type: 'term', kind: 'platform', id: 6, name: 'PC (Microsoft Windows)' },
    { type: 'term', kind: 'theme', id: 1, name: 'Action' },
    {
      type: 'creator',
      platform: 'youtube',
      platformId: 'UCelodie',
      handle: 'ÉlodieJoue',
      displayName: 'Élodie Lefèvre',
    },
    { type: 'creator', platform: 'twitch', platformId: '77', displayName: 'STRAßENFEGER' },
    { type: 'creator', platform: 'twitch', platformId: '78', displayName: 'Plain Elodie' },
  ]
    .map((r) => JSON.stringify(r))
    .join('\n'),
);
const task = await importSeed({ db: database.db, log: silentLog }, { filePath: path });

async function names(search: string): Promise<string[]> {
  return (await client.listGames({ search })).items.map((g) => g.name);
}

describe('game search ranking', () => {
  it('imported the file', () => {
    expect(task).toMatchObject({ status: 'done', errorRows: 0 });
  });

  it('puts the exact name first, then names starting with the text, then likeness, then popularity', async () => {
    const hades = await names('Hades');
    expect(hades[0]).toBe('Hades');
    expect(hades.slice(1, 4).sort()).toEqual(['Hades II', 'Hades: Starter Edition', 'Hadeshaven']);
    // Containing, not starting with the text: after every name that starts with it.
    expect(hades[4]).toBe('The Portal Hades');
    expect((await names('portal')).slice(0, 2)).toEqual(['Portal', 'Portal Knights']);
    expect((await names('  PORTAL '))[0]).toBe('Portal');
  });

  it('is exact whatever the case and accents', async () => {
    expect((await names('hADES'))[0]).toBe('Hades');
    expect(await names('pokemon legendes')).toEqual(['Pokémon Légendes: Arceus']);
    expect(await names('okami')).toEqual(['Ōkami']);
    expect(await names('ŌKAMI')).toEqual(['Ōkami']);
  });

  it('keeps the explicit sort when one is asked', async () => {
    const byName = await client.listGames({
      search: 'hades',
      sort: { field: 'name', order: 'asc' },
    });
    expect(byName.items.map((g) => g.name)).toEqual([
      'Hades',
      'Hades II',
      'Hades: Starter Edition',
      'Hadeshaven',
      'The Portal Hades',
    ]);
  });

  it("shows a dataset's genres, platforms and themes by name", async () => {
    const [bg3] = (await client.listGames({ search: 'baldur' })).items;
    expect(bg3).toMatchObject({
      genres: [
        { id: 12, name: 'Role-playing (RPG)' },
        { id: 31, name: 'Adventure' },
      ],
      platforms: [{ id: 6, name: 'PC (Microsoft Windows)' }],
      themes: [{ id: 1, name: 'Action' }],
    });
    const terms = await client.listTerms('genre', {
      search: 'role',
      sort: { field: 'gamesCount', order: 'desc' },
    });
    expect(terms.items).toEqual([
      {
        kind: 'genre',
        id: 12,
        name: 'Role-playing (RPG)',
        slug: 'role-playing-rpg',
        gamesCount: 1,
      },
    ]);
  });
});

describe('accent-blind text search', () => {
  it('finds Élodie by "elodie", whatever the case', async () => {
    for (const search of ['elodie', 'ELODIE', 'Élodie', 'lefevre', 'elodiejoue']) {
      const found = await client.listCreators({
        search,
        sort: { field: 'followers', order: 'desc' },
      });
      const expected =
        search.startsWith('lef') || search === 'elodiejoue'
          ? ['Élodie Lefèvre']
          : ['Élodie Lefèvre', 'Plain Elodie'];
      expect(found.items.map((c) => c.displayName).sort(), search).toEqual(expected.sort());
    }
    const strasse = await client.listCreators({ search: 'strassen' });
    expect(strasse.items.map((c) => c.displayName)).toEqual(['STRAßENFEGER']);
  });

  it('keeps %, _ and \\ literal in the search', async () => {
    expect((await client.listCreators({ search: '%' })).items).toEqual([]);
    expect((await client.listCreators({ search: '_' })).items).toEqual([]);
    expect(await names('\\')).toEqual([]);
  });

  it('keeps search_text folded whoever writes the row', async () => {
    await database.db.execute(
      sql`update discovery.creators set display_name = 'Ãngel Núñez' where platform_id = '78'`,
    );
    const [row] = await rows<{ search_text: string }>(
      database.db,
      sql`select search_text from discovery.creators where platform_id = '78'`,
    );
    expect(row?.search_text).toBe('angel nunez');
  });
});
