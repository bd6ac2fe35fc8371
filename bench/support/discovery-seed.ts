import type { SqlExecutor } from '../../apps/server/src/platform/db/open-database.ts';

// The discovery index seeded with set-based SQL (generate_series), on the real schema: the
// secondary indexes and the keys of the four big tables are dropped for the bulk insert and
// recreated (as the migrations define them) before ANALYZE.
//
// Skew, as the real index has it:
// - followers log-normal (median ~2,000, sigma 2): 10k-200k holds about a fifth;
// - languages and countries Zipf-like (en ~36%, US ~36% of the known countries);
// - games played Zipf-like over game ids (game 1 ~6% of the played rows), and popularity
//   falling with the id, as Twitch's top games are;
// - last_active_at over the last 90 days, skewed recent (5% unknown); a creator's played
//   games end within 60 days before it;
// - 55% Twitch (avg viewers from followers), 45% YouTube (no avg viewers), 0.5% deleted.
// recent_game_ids is written from the played rows with the definition refreshRecentGames
// uses (games played in the last 90 days, ordered by id, '{}' when none), in one pass.
// game_terms (the games' terms as rows) is written by the games' insert trigger (migration
// 0002), its key and index dropped and recreated like the others.

export type DiscoveryScale = { creators: number; games: number; played: number };

/** IGDB genre ids, most common first (the Zipf rank order). 12 is Role-playing (RPG). */
const GENRES: [number, string][] = [
  [32, 'Indie'],
  [31, 'Adventure'],
  [12, 'Role-playing (RPG)'],
  [5, 'Shooter'],
  [15, 'Strategy'],
  [13, 'Simulator'],
  [8, 'Platform'],
  [9, 'Puzzle'],
  [33, 'Arcade'],
  [25, "Hack and slash/Beat 'em up"],
  [14, 'Sport'],
  [10, 'Racing'],
  [4, 'Fighting'],
  [24, 'Tactical'],
  [16, 'Turn-based strategy (TBS)'],
  [11, 'Real Time Strategy (RTS)'],
  [34, 'Visual Novel'],
  [35, 'Card & Board Game'],
  [7, 'Music'],
  [2, 'Point-and-click'],
  [36, 'MOBA'],
  [26, 'Quiz/Trivia'],
  [30, 'Pinball'],
];
export const RPG_GENRE_ID = 12;
const THEMES: [number, string][] = [
  [1, 'Action'],
  [17, 'Fantasy'],
  [18, 'Science fiction'],
  [38, 'Open world'],
  [21, 'Survival'],
  [19, 'Horror'],
  [23, 'Stealth'],
  [27, 'Comedy'],
  [22, 'Historical'],
  [39, 'Warfare'],
];
const PLATFORMS: [number, string][] = [
  [6, 'PC (Microsoft Windows)'],
  [167, 'PlayStation 5'],
  [48, 'PlayStation 4'],
  [169, 'Xbox Series X|S'],
  [49, 'Xbox One'],
  [130, 'Nintendo Switch'],
  [34, 'Android'],
  [39, 'iOS'],
];
const GAME_MODES: [number, string][] = [
  [1, 'Single player'],
  [2, 'Multiplayer'],
  [3, 'Co-operative'],
  [5, 'Massively Multiplayer Online (MMO)'],
  [6, 'Battle Royale'],
];
const LANGUAGES = 'en es pt de fr ru ja ko it pl tr zh ar nl sv th'.split(' ');
const COUNTRIES = 'US GB DE BR FR ES MX RU JP KR CA IT PL TR AU AR NL SE IN PH'.split(' ');
const WORDS_A =
  'shadow pixel night iron lucky crimson frost neon wild silent rapid golden cosmic rogue happy dark'.split(
    ' ',
  );
const WORDS_B =
  'wolf gamer fox knight bard queen ninja panda raven tiger wizard pilot otter viking sage storm'.split(
    ' ',
  );
const GAME_A =
  'Shadow Star Dragon Iron Lost Crimson Eternal Hollow Neon Sacred Broken Final Silent Wild Crystal Dead'.split(
    ' ',
  );
const GAME_B =
  'Quest Legends Tactics Frontier Kingdom Protocol Odyssey Dungeon Souls Drift Colony Arena Saga Horizon Siege Echoes'.split(
    ' ',
  );

const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
/** A 1-based Zipf-like rank in 1..n from u in [0, 1): P(k) ~ log((k+1)/k), sharpened by `s`. */
const zipf = (n: number, u: string, s = 1) => `floor(power(${n + 1}, power(${u}, ${s})))::int`;

/** Keys and indexes of the bulk-loaded tables, as the database defines them now. */
async function secondaryStructures(run: SqlExecutor['executeSql']) {
  const tables = "array['creators','games','creator_games','game_terms']";
  const constraints = (
    await run(`select c.conname as name, t.relname as table_name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'discovery' and t.relname = any(${tables}) and c.contype in ('p', 'u')`)
  ).rows as { name: string; table_name: string; def: string }[];
  const indexes = (
    await run(`select ic.relname as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class t on t.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'discovery' and t.relname = any(${tables})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`)
  ).rows as { name: string; def: string }[];
  return { constraints, indexes };
}

/**
 * Seeds the discovery schema (migrated, empty) at `scale`; answers the seconds each step took.
 * Runs as plain texts (no parameters): one statement list per step on one connection.
 */
export async function seedDiscovery(
  sqlExecutor: SqlExecutor,
  scale: DiscoveryScale,
  kind: 'pglite' | 'postgres',
): Promise<{ step: string; seconds: number }[]> {
  const run = (text: string) => sqlExecutor.executeSql(text);
  const steps: { step: string; seconds: number }[] = [];
  const timed = async (step: string, text: string) => {
    const started = performance.now();
    await run(text);
    steps.push({ step, seconds: (performance.now() - started) / 1000 });
  };
  // Larger sort/hash memory for the bulk statements only (SET LOCAL: the search's later
  // plans run with the server's defaults).
  const big =
    kind === 'postgres'
      ? "set local work_mem = '256MB'; set local maintenance_work_mem = '512MB';"
      : "set local work_mem = '64MB'; set local maintenance_work_mem = '128MB';";
  const { creators: N, games: G, played: P } = scale;

  const { constraints, indexes } = await secondaryStructures(sqlExecutor.executeSql);
  await timed(
    'drop keys and indexes',
    [
      ...indexes.map((i) => `drop index discovery."${i.name}";`),
      ...constraints.map(
        (c) => `alter table discovery."${c.table_name}" drop constraint "${c.name}";`,
      ),
    ].join('\n'),
  );

  const terms = (kindName: string, list: [number, string][]) =>
    list
      .map(
        ([id, name]) =>
          `('${kindName}', ${id}, '${name.replaceAll("'", "''")}', '${name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}', '${name.toLowerCase().replaceAll("'", "''")}')`,
      )
      .join(',\n');
  const genreIds = `array[${GENRES.map(([id]) => id).join(',')}]`;
  const themeIds = `array[${THEMES.map(([id]) => id).join(',')}]`;
  const platformIds = `array[${PLATFORMS.map(([id]) => id).join(',')}]`;
  const modeIds = `array[${GAME_MODES.map(([id]) => id).join(',')}]`;
  await timed(
    `games (${G.toLocaleString('en-US')}) and terms`,
    `begin; ${big}
    insert into discovery.terms (kind, id, name, slug, search_text) values
      ${terms('genre', GENRES)}, ${terms('theme', THEMES)}, ${terms('platform', PLATFORMS)},
      ${terms('gameMode', GAME_MODES)};
    insert into discovery.games (id, igdb_id, twitch_game_id, name, slug, summary, cover_url,
      first_release_date, genre_ids, theme_ids, platform_ids, game_mode_ids, popularity,
      igdb_updated_at, search_text)
    select i, 100000 + i, case when i <= ${Math.ceil(G / 10)} then (400000 + i)::text end, name,
      lower(replace(name, ' ', '-')), 'A game about ' || lower(name) || '.',
      'https://images.igdb.com/igdb/image/upload/t_cover_big/co' || i || '.jpg',
      date '1998-01-01' + (u1 * 10000)::int,
      (select array_agg(distinct (${genreIds})[${zipf(GENRES.length, 'random()')}])
         from generate_series(1, 1 + i % 3) k where k > 0 and i > 0),
      (select array_agg(distinct (${themeIds})[${zipf(THEMES.length, 'random()')}])
         from generate_series(1, 1 + i % 2) k where k > 0 and i > 0),
      (select array_agg(distinct (${platformIds})[${zipf(PLATFORMS.length, 'random()')}])
         from generate_series(1, 1 + i % 4) k where k > 0 and i > 0),
      (select array_agg(distinct (${modeIds})[${zipf(GAME_MODES.length, 'random()')}])
         from generate_series(1, 1 + i % 2) k where k > 0 and i > 0),
      (1000.0 / power(i, 0.8))::real, now() - u2 * interval '400 days', lower(name)
    from (select i, random() as u1, random() as u2,
            (${textArray(GAME_A)})[1 + i % 16] || ' ' || (${textArray(GAME_B)})[1 + (i / 16) % 16]
              || ' ' || i as name
          from generate_series(1, ${G}) i) g;
    select setval(pg_get_serial_sequence('discovery.games', 'id'), ${G});
    commit;`,
  );

  await timed(
    `creators staged (${N.toLocaleString('en-US')})`,
    `begin; ${big}
    drop table if exists public.bench_discovery_creators;
    create unlogged table public.bench_discovery_creators as
    select id, platform, handle, followers, growth, avg_viewers, last_active_at,
      (${textArray(LANGUAGES)})[${zipf(LANGUAGES.length, 'u3', 1.4)}] as language, u4, u6, u7, u8
    from (
      select id, platform, handle, u3, u4, u6, u7, u8,
        least(200000000, floor(exp(7.6 + 2.0 * z1)))::bigint as followers,
        case when u6 < 0.1 then null else ((u7 - 0.4) * 0.2) end as growth,
        case when platform = 2
          then floor(least(200000000, exp(7.6 + 2.0 * z1)) * 0.004 * exp(0.8 * z2))::int end
          as avg_viewers,
        case when u5 < 0.05 then null
          else now() - power((u5 - 0.05) / 0.95, 1.5) * interval '90 days' end as last_active_at
      from (
        select id, case when u0 < 0.55 then 2 else 1 end::smallint as platform,
          (${textArray(WORDS_A)})[1 + id % 16] || '_' || (${textArray(WORDS_B)})[1 + (id / 16) % 16] || id
            as handle,
          sqrt(-2 * ln(1 - u1)) * cos(2 * pi() * u2) as z1,
          sqrt(-2 * ln(1 - u1)) * sin(2 * pi() * u2) as z2,
          u3, u4, u5, u6, u7, u8
        from (select id, random() u0, random() u1, random() u2, random() u3, random() u4,
                random() u5, random() u6, random() u7, random() u8
              from generate_series(1, ${N}) id) r
      ) s
    ) t;
    commit;`,
  );

  await timed(
    `played-game rows (${P.toLocaleString('en-US')})`,
    `begin; ${big}
    insert into discovery.creator_games (creator_id, game_id, first_played_at, last_played_at,
      sessions, avg_viewers, peak_viewers)
    select p.creator_id, p.game_id, last_played - p.u2 * interval '365 days', last_played,
      1 + (p.u3 * p.u3 * 60)::int, (c.avg_viewers * (0.5 + p.u3))::int,
      (c.avg_viewers * (1.5 + 2 * p.u2))::int
    from (
      select creator_id, game_id, random() as u1, random() as u2, random() as u3
      from (select 1 + floor(random() * ${N})::bigint as creator_id,
                   ${zipf(G, 'random()')} as game_id
            from generate_series(1, ${Math.ceil(P * 1.12)})) x
      group by creator_id, game_id
      limit ${P}
    ) p
    join public.bench_discovery_creators c on c.id = p.creator_id
    cross join lateral (select coalesce(c.last_active_at, now() - interval '120 days')
                               - p.u1 * interval '60 days' as last_played) l;
    commit;`,
  );

  await timed(
    'creators with recent_game_ids',
    `begin; ${big}
    insert into discovery.creators (id, platform, platform_id, handle, display_name, description,
      avatar_url, url, language, country, followers, followers_30d_ago, growth_30d, avg_viewers,
      peak_viewers, views, videos, last_active_at, search_text, recent_game_ids, source,
      deleted_at)
    select s.id, s.platform,
      case when s.platform = 2 then (10000000 + s.id)::text
        else 'UC' || substr(md5(s.id::text), 1, 22) end,
      s.handle, initcap(replace(s.handle, '_', ' ')), 'Streams and videos by ' || s.handle,
      'https://static-cdn.jtvnw.net/jtv_user_pictures/' || s.handle || '-300x300.png',
      case when s.platform = 2 then 'https://www.twitch.tv/' || s.handle
        else 'https://www.youtube.com/@' || s.handle end,
      case when s.u8 < 0.03 then null else s.language end,
      case when s.u4 < 0.15 then null
        else (${textArray(COUNTRIES)})[${zipf(COUNTRIES.length, '((s.u4 - 0.15) / 0.85)', 1.4)}] end,
      s.followers,
      case when s.growth is null then null else round(s.followers / (1 + s.growth))::bigint end,
      case when s.growth is null then null
        else ((s.followers - round(s.followers / (1 + s.growth))) / greatest(1, round(s.followers / (1 + s.growth))))::real end,
      s.avg_viewers, (s.avg_viewers * 2.5)::int,
      case when s.platform = 1 then s.followers * 40 end,
      case when s.platform = 1 then 10 + (s.u6 * 800)::int end,
      s.last_active_at,
      lower(s.handle || ' ' || initcap(replace(s.handle, '_', ' '))),
      coalesce(r.ids, '{}'::int[]), case when s.platform = 2 then 'twitch' else 'seed' end,
      case when s.u7 < 0.005 then now() - interval '3 days' end
    from public.bench_discovery_creators s
    left join (select creator_id, array_agg(game_id order by game_id) as ids
               from discovery.creator_games
               where last_played_at >= now() - make_interval(days => 90)
               group by creator_id) r on r.creator_id = s.id;
    select setval(pg_get_serial_sequence('discovery.creators', 'id'), ${N});
    drop table public.bench_discovery_creators;
    commit;`,
  );

  await timed(
    'recreate keys and indexes',
    `begin; ${big}
    ${constraints.map((c) => `alter table discovery."${c.table_name}" add constraint "${c.name}" ${c.def};`).join('\n')}
    ${indexes.map((i) => `${i.def};`).join('\n')}
    commit;`,
  );
  await timed(
    'vacuum analyze',
    'vacuum analyze discovery.creators, discovery.games, discovery.creator_games, discovery.game_terms, discovery.terms',
  );
  return steps;
}
