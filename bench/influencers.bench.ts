// Influencers benchmark (issue 3), on a fresh database with 100k influencers and 150k channels:
// 1. POST /api/influencer/list over HTTP, p50/p95 for no filter, a text search, and three
//    combined filters sorted by subscribers, each against the same SQL run raw (the page,
//    its total, and the page's channels and lists), as ratios. Target: p95 < 50 ms on
//    PostgreSQL, overhead < 2x raw.
// 2. Import of a 10k-row XLSX through POST /api/influencer/import: rows/s (target > 2,000).

import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  influencerListOrder,
  influencerListWhere,
} from '../apps/server/src/crm/influencers/list-influencer-page.ts';
import {
  channels,
  influencers,
  listInfluencers,
  lists,
} from '../apps/server/src/platform/db/schema/index.ts';
import { INFLUENCER_COUNT_CAP, influencerListRequest } from '../packages/contract/src/index.ts';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { pageChannelsQuery, rawListRun } from './support/raw-list.ts';
import { fmt, percentile, timeRuns } from './support/stats.ts';

const INFLUENCERS = 100_000;

/** 100k creators with 150k channels and their aggregates; the operations bench seeds them too. */
export async function seedInfluencers(app: Pick<BenchApp, 'database'>) {
  const run = (text: string) => app.database.sql.executeSql(text);
  await run(`
    insert into influencers (media_name, first_name, last_name, email, country, language, tags,
                             status, source, created_at, updated_at)
    select 'Creator ' || g,
           (array['Ana','Ben','Chloe','Dario','Eun','Farah','Goran','Hana','Ivo','Jana'])[1 + g % 10],
           'Last' || g, 'creator' || g || '@mail.example',
           (array['US','GB','DE','FR','BR','JP','KR','ES','IT','PL'])[1 + g % 10],
           (array['en','de','fr','pt','ja','ko','es','it','pl'])[1 + g % 9],
           array[(array['rpg','fps','indie','strategy','horror','cozy'])[1 + g % 6]],
           case when g % 50 = 0 then 2 else 1 end, 1 + g % 5,
           now() - g * interval '5 minutes', now() - g * interval '5 minutes'
    from generate_series(1, ${INFLUENCERS}) g`);
  await run(`
    insert into channels (influencer_id, type, url, lookup_key, handle, title, subscribers,
                          views, stats_status)
    select id, 1, 'https://www.youtube.com/@creator' || id, 'handle:creator' || id,
           'creator' || id, 'Creator ' || id || ' Plays', (id::bigint * 7919) % 2000000,
           (id::bigint * 104729) % 90000000, 'ok'
    from influencers`);
  await run(`
    insert into channels (influencer_id, type, url, lookup_key, handle, title, subscribers,
                          stats_status)
    select id, 2, 'https://www.twitch.tv/creator' || id || 'live', 'login:creator' || id || 'live',
           'creator' || id || 'live', 'creator' || id || 'live', (id::bigint * 6151) % 300000, 'ok'
    from influencers where id % 2 = 0`);
  // The aggregates the app keeps on every change (refreshInfluencerAggregates), set in bulk.
  await run(`
    update influencers i
       set subscribers_count = c.subscribers, channels_count = c.n, channel_types = c.types,
           search_text = lower(concat_ws(' ', i.media_name, i.first_name, i.last_name, i.email,
                                         c.text))
      from (select influencer_id, sum(subscribers)::bigint as subscribers, count(*)::int as n,
                   array_agg(distinct type)::smallint[] as types,
                   string_agg(concat_ws(' ', handle, title, url), ' ') as text
              from channels group by influencer_id) c
     where c.influencer_id = i.id`);
  await run('vacuum analyze influencers');
  await run('vacuum analyze channels');
}

const cases = [
  { name: 'no filter (newest first)', body: {} },
  { name: 'text search "creator4242"', body: { search: 'creator4242' } },
  {
    name: 'country + language + platform, by subscribers desc',
    body: {
      filters: { country: ['US'], language: ['en'], channelType: [2] },
      sort: { field: 'subscribersCount', order: 'desc' },
    },
  },
];

/** The API's queries for one page, run raw through the same driver (no HTTP, no mapping). */
function rawPage(app: BenchApp, body: unknown) {
  const input = influencerListRequest.parse(body);
  const db = app.database.db;
  const where = influencerListWhere(input);
  const order = influencerListOrder(input.sort);
  const page = db
    .select()
    .from(influencers)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset(input.page * input.pageSize)
    .toSQL();
  // The API's capped count (listInfluencerPage): up to the cap or the page's end, plus one.
  const cap = Math.max(INFLUENCER_COUNT_CAP, (input.page + 1) * input.pageSize);
  const total = db
    .select({ n: count() })
    .from(
      db
        .select({ one: sql`1` })
        .from(influencers)
        .where(where)
        .limit(cap + 1)
        .as('matching'),
    )
    .toSQL();
  return rawListRun(app, {
    page,
    total,
    idColumn: 'id',
    related: (ids) => [
      pageChannelsQuery(db, ids, asc(channels.type), asc(channels.id)),
      db
        .select({ influencerId: listInfluencers.influencerId, id: lists.id, name: lists.name })
        .from(listInfluencers)
        .innerJoin(lists, eq(lists.id, listInfluencers.listId))
        .where(inArray(listInfluencers.influencerId, ids))
        .toSQL(),
    ],
  });
}

async function listLatency(app: BenchApp, token: string) {
  console.log(
    `\nPOST /api/influencer/list, ${INFLUENCERS / 1000}k influencers / 150k channels, ${app.label} (100 runs each)`,
  );
  console.log(
    `  ${'case'.padEnd(52)} ${'API p50 / p95'.padEnd(22)} ${'raw p50 / p95'.padEnd(22)} ratio p50 / p95`,
  );
  for (const c of cases) {
    const api = await timeRuns(
      async () => {
        const res = await fetch(`${app.url}/api/influencer/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(c.body),
        });
        if (res.status !== 200) throw new Error(`list answered ${res.status}: ${await res.text()}`);
        await res.json();
      },
      100,
      10,
    );
    const raw = await timeRuns(rawPage(app, c.body), 100, 10);
    const [a50, a95, r50, r95] = [50, 95, 50, 95].map((p, i) =>
      percentile(i < 2 ? api : raw, p),
    ) as [number, number, number, number];
    console.log(
      `  ${c.name.padEnd(52)} ${`${fmt(a50)} / ${fmt(a95)}`.padEnd(22)} ${`${fmt(r50)} / ${fmt(r95)}`.padEnd(22)} ${(a50 / r50).toFixed(2)}x / ${(a95 / r95).toFixed(2)}x`,
    );
  }
}

async function importRate(app: BenchApp, token: string) {
  const rows = 10_000;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Influencers');
  sheet.addRow(['Channel URL', 'Media name', 'Email', 'Country', 'Language', 'Tags']);
  for (let i = 1; i <= rows; i++) {
    sheet.addRow([
      `https://www.youtube.com/@importbench${i}`,
      `Import Bench ${i}`,
      `import${i}@bench.example`,
      'US',
      'en',
      'indie',
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const form = new FormData();
  form.append('file', new Blob([file]), 'influencers.xlsx');
  const started = performance.now();
  const res = await fetch(`${app.url}/api/influencer/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  const task = (await res.json()) as { id: number };
  let status = '';
  let created = 0;
  while (status !== 'completed' && status !== 'failed') {
    await new Promise((r) => setTimeout(r, 100));
    const list = (await (
      await fetch(`${app.url}/api/task/influencer-import`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { id: number; status: string; counts: { created: number } }[] };
    const mine = list.items.find((t) => t.id === task.id);
    status = mine?.status ?? '';
    created = mine?.counts.created ?? 0;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nImport of a ${rows / 1000}k-row XLSX (${(file.length / 1024).toFixed(0)} KB), ${app.label}: ${status}, ${created} created in ${seconds.toFixed(2)} s = ${(rows / seconds).toFixed(0)} rows/s (target > 2,000)`,
  );
}

export async function runInfluencersBench(postgresUrl: string | null) {
  const app = await startBenchApp(postgresUrl);
  try {
    const seedStart = performance.now();
    await seedInfluencers(app);
    console.log(`\n(seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s)`);
    await seedAdmin(app);
    const token = await signIn(app);
    await listLatency(app, token);
    await importRate(app, token);
  } finally {
    await app.close();
  }
}
