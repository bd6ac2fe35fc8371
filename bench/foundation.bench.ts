// Foundation benchmark (issue 2):
// 1. Initial JS of the login route and of the whole app, gzip (target: login < 200 KB).
// 2. POST /api/user/list over HTTP with 10k users, p50/p95, against the same query in
//    raw SQL on the same database, as a ratio (target: < 2x).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { comparisonLine, fmt, percentile, timeRuns } from './support/stats.ts';

const repo = join(import.meta.dirname, '..');
const dist = join(repo, 'apps/web/dist');

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };

function gzipOfChunks(manifest: Record<string, ManifestChunk>, roots: string[], dynamic: boolean) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
    if (dynamic) for (const dep of manifest[key].dynamicImports ?? []) visit(dep);
  };
  for (const root of roots) visit(root);
  let bytes = 0;
  for (const key of seen) {
    const file = manifest[key]?.file ?? '';
    if (file.endsWith('.js'))
      bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return bytes;
}

function bundleSizes() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('Build the web app first: npm run build');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const login = gzipOfChunks(
    manifest,
    ['index.html', 'src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
    false,
  );
  const all = gzipOfChunks(manifest, Object.keys(manifest), true);
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  console.log('\nWeb bundle (gzip)');
  console.log(
    `  login route initial JS: ${kb(login)}  (target < 200 KB: ${login < 200 * 1024 ? 'met' : 'MISSED'})`,
  );
  console.log(`  full app JS:            ${kb(all)}`);
  console.log(`  login / full app:       ${(login / all).toFixed(2)}`);
}

const SEARCH = 'ana';

async function seedUsers(app: BenchApp, count: number) {
  await seedAdmin(app);
  await app.database.sql.executeSql(
    `insert into users (email, password_hash, first_name, last_name, role, status, created_at)
     select 'user' || g || '@bench.example', 'not-a-login',
            (array['Ana','Ben','Chloe','Dario','Eun','Farah','Goran','Hana','Ivo','Jana'])[1 + g % 10],
            'Surname' || g, case when g % 5 = 0 then 1 else 2 end,
            case when g % 17 = 0 then 2 else 1 end, now() - g * interval '1 minute'
     from generate_series(1, $1::int) g`,
    [count - 1],
  );
}

// Each case: the API body and the SQL the same page needs (rows + total), run raw.
const fullName = `lower(concat_ws(' ', first_name, last_name))`;
const cases = [
  {
    name: 'first page, sorted by name',
    body: { page: 0, pageSize: 25 },
    sql: [
      `select * from users order by ${fullName} asc nulls last, id asc limit 25 offset 0`,
      'select count(*) from users',
    ],
    params: [[], []] as unknown[][],
  },
  {
    name: `search "${SEARCH}"`,
    body: { page: 0, pageSize: 25, search: SEARCH },
    sql: [
      `select * from users where (${fullName} ilike $1 or email ilike $1)
       order by ${fullName} asc nulls last, id asc limit 25 offset 0`,
      `select count(*) from users where (${fullName} ilike $1 or email ilike $1)`,
    ],
    params: [[`%${SEARCH}%`], [`%${SEARCH}%`]],
  },
  {
    name: 'role + status filter, sorted by createdAt desc, page 10',
    body: {
      page: 10,
      pageSize: 25,
      sort: { field: 'createdAt', order: 'desc' },
      filters: { role: 2, status: 1 },
    },
    sql: [
      `select * from users where role = 2 and status = 1
       order by created_at desc nulls last, id desc limit 25 offset 250`,
      'select count(*) from users where role = 2 and status = 1',
    ],
    params: [[], []],
  },
];

async function userList(postgresUrl: string | null) {
  const app = await startBenchApp(postgresUrl);
  try {
    await seedUsers(app, 10_000);
    await app.database.sql.executeSql('analyze users');
    const token = await signIn(app);
    console.log(`\nPOST /api/user/list, 10k users, ${app.label} (200 runs each, sequential)`);
    console.log(
      '  case                                                   API p50/p95        raw SQL p50/p95    ratio p50/p95',
    );
    // The fixed cost every authenticated call pays (HTTP, token check, user lookup).
    const floor = await timeRuns(async () => {
      const res = await fetch(`${app.url}/api/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.json();
    }, 200);
    console.log(
      `  floor: GET /api/user (HTTP + auth, one row)              ${fmt(percentile(floor, 50))} / ${fmt(percentile(floor, 95))}`,
    );
    for (const c of cases) {
      const api = await timeRuns(async () => {
        const res = await fetch(`${app.url}/api/user/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(c.body),
        });
        if (res.status !== 200) throw new Error(`list answered ${res.status}`);
        await res.json();
      }, 200);
      const raw = await timeRuns(
        () => Promise.all(c.sql.map((text, i) => app.database.sql.executeSql(text, c.params[i]))),
        200,
      );
      console.log(comparisonLine(c.name, api, raw, { nameWidth: 54, figureWidth: 18 }).line);
    }
  } finally {
    await app.close();
  }
}

export async function runFoundationBench(postgresUrl: string | null) {
  if (!postgresUrl) bundleSizes();
  await userList(postgresUrl);
}
