// Keys benchmark (issue 5):
// 1. Import of a 1,000,000-line .txt over HTTP (streamed multipart): codes/s and peak RSS
//    (sampled every 50 ms), against a raw INSERT ... SELECT of as many rows of the same shape
//    (target: > 50,000 codes/s, memory flat: the peak does not grow with the file).
// 2. "Get my key" throughput with 50 concurrent clients (in a process of their own, beside the
//    server, as real clients would be), more creators than codes, and the number of codes
//    handed to two creators (must be 0) (target: > 500/s on PostgreSQL).
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { createCampaign, firstRow } from './support/bench-rows.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { runChild } from './support/child-process.ts';
import type { FulfilClientsInput, FulfilClientsResult } from './support/fulfil-clients.ts';

const IMPORT_LINES = 1_000_000;
const CLIENTS = 50;

async function writeCodeFile(path: string, lines: number, prefix: string) {
  const out = createWriteStream(path);
  for (let i = 0; i < lines; i += 10_000) {
    let chunk = '';
    for (let j = i; j < Math.min(i + 10_000, lines); j++) {
      chunk += `${prefix}-${j.toString(36).toUpperCase().padStart(5, '0')}-${(j * 7919).toString(36).toUpperCase()}\r\n`;
    }
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Streams fields + file as multipart/form-data without holding the file in memory. */
function multipartStream(fields: Record<string, string>, file: string) {
  const boundary = `----keysbench${Date.now()}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="codes.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      );
      for await (const chunk of createReadStream(file)) yield chunk as Buffer;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    })(),
  );
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /redeem-code/import of a Steam code file, streamed from disk. */
function importCodeFile(app: BenchApp, token: string, campaignId: number, file: string) {
  const { body, contentType } = multipartStream(
    { campaignId: String(campaignId), platform: 'steam' },
    file,
  );
  return fetch(`${app.url}/api/redeem-code/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: Readable.toWeb(body) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}

function sampleRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Imports a file of `lines` codes over HTTP and answers the peak RSS during the import. */
async function importBench(
  app: BenchApp,
  token: string,
  dir: string,
  lines: number,
): Promise<number> {
  const campaignId = await createCampaign(app, `import bench ${lines}`, ['steam']);
  const file = join(dir, `codes-${lines}.txt`);
  await writeCodeFile(file, lines, `B${campaignId}`);
  const size = statSync(file).size;
  global.gc?.();
  const before = process.memoryUsage().rss;
  const stop = sampleRss();
  const started = performance.now();
  const res = await importCodeFile(app, token, campaignId, file);
  const answer = (await res.json()) as { added: number };
  const seconds = (performance.now() - started) / 1000;
  const peak = stop();
  if (res.status !== 200)
    throw new Error(`import answered ${res.status}: ${JSON.stringify(answer)}`);

  // The same number of rows of the same shape, straight in SQL (no HTTP, parsing or crypto).
  const rawCampaign = await createCampaign(app, 'raw insert', ['steam']);
  const rawStarted = performance.now();
  await app.database.sql.executeSql(
    `insert into redeem_codes (campaign_id, platform, code_hash, code_sealed)
     select $1::int, 'steam', sha256(('raw-' || $1::int::text || '-' || g)::bytea), repeat('x', 80)
     from generate_series(1, $2::int) g`,
    [rawCampaign, answer.added],
  );
  const rawSeconds = (performance.now() - rawStarted) / 1000;

  const rate = answer.added / seconds;
  const rawRate = answer.added / rawSeconds;
  console.log(`\nImport of a ${lines.toLocaleString('en')}-line .txt (${mb(size)}), ${app.label}`);
  console.log(
    `  API (HTTP multipart, streamed):  ${answer.added.toLocaleString('en')} codes in ${seconds.toFixed(1)} s = ${Math.round(rate).toLocaleString('en')} codes/s  (target > 50,000: ${rate > 50_000 ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  raw INSERT ... SELECT, same rows: ${rawSeconds.toFixed(1)} s = ${Math.round(rawRate).toLocaleString('en')} rows/s;  API / raw time: ${(seconds / rawSeconds).toFixed(1)}x`,
  );
  console.log(
    `  RSS before ${mb(before)}, peak during ${mb(peak)} (+${mb(peak - before)}; file ${mb(size)})`,
  );
  return peak;
}

const runClients = (input: FulfilClientsInput) =>
  runChild<FulfilClientsResult>(new URL('./support/fulfil-clients.ts', import.meta.url), { input });

async function fulfilBench(app: BenchApp, token: string, dir: string, pool: number) {
  const campaignId = await createCampaign(app, 'fulfil bench', ['steam']);
  const file = join(dir, 'pool.txt');
  await writeCodeFile(file, pool, `F${campaignId}`);
  const imported = await importCodeFile(app, token, campaignId, file);
  if (imported.status !== 200) throw new Error(`pool import answered ${imported.status}`);
  // 10% more creators than codes: the last ones hear "No codes left for Steam".
  const creators = Math.round(pool * 1.1);
  await app.database.sql.executeSql(
    `with made as (
       insert into influencers (media_name) select 'creator-' || g from generate_series(1, $2::int) g
       returning id)
     insert into campaign_influencers (campaign_id, influencer_id, status, invite_token)
     select $1, id, 2, md5(random()::text || id) from made`,
    [campaignId, creators],
  );
  const { rows } = await app.database.sql.executeSql(
    'select influencer_id from campaign_influencers where campaign_id = $1 order by id',
    [campaignId],
  );
  const ids = rows.map((r) => Number(r.influencer_id));
  const { seconds, codes, refused, duplicates } = await runClients({
    url: app.url,
    token,
    campaignId,
    influencerIds: ids,
    clients: CLIENTS,
  });
  const issued = await firstRow(
    app,
    `select count(*)::int as issued, count(distinct influencer_id)::int as holders
     from redeem_codes where campaign_id = $1 and status = 'issued'`,
    [campaignId],
  );
  const rate = creators / seconds;
  console.log(
    `\n"Get my key" (POST /api/redeem-code/fulfill), ${CLIENTS} concurrent clients, ${app.label}`,
  );
  console.log(
    `  ${creators.toLocaleString('en')} creators, pool of ${pool.toLocaleString('en')}: ${seconds.toFixed(1)} s = ${Math.round(rate)} fulfils/s${app.label === 'PostgreSQL' ? `  (target > 500/s: ${rate > 500 ? 'met' : 'MISSED'})` : ''}`,
  );
  console.log(
    `  codes issued ${codes} (database: ${issued.issued} to ${issued.holders} creators), refused ${refused}, DUPLICATES ${duplicates}`,
  );
}

export async function runKeysBench(postgresUrl: string | null) {
  const app = await startBenchApp(postgresUrl);
  const dir = mkdtempSync(join(tmpdir(), 'keys-bench-'));
  try {
    await seedAdmin(app);
    const token = await signIn(app);
    // Two sizes: flat memory means the peak does not grow with the file.
    const smallPeak = await importBench(app, token, dir, IMPORT_LINES / 4);
    const largePeak = await importBench(app, token, dir, IMPORT_LINES);
    const growth = largePeak / smallPeak;
    console.log(
      `  peak RSS, 4x the lines / 1x: ${growth.toFixed(2)}x  (memory flat: ${growth < 1.25 ? 'met' : 'MISSED'}, under 1.25x)`,
    );
    await fulfilBench(app, token, dir, postgresUrl ? 5_000 : 1_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  }
}
