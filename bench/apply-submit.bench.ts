// Apply-submit benchmark (issue 14): the public submit endpoint (POST
// /api/public/apply/{slug}/submissions, no login) with 50 concurrent clients, each creator
// new (validation, blocklist and per-IP screening, the insert on the unique indexes, the
// creator's answer), against raw single-row INSERTs of the same rows at the same
// concurrency. Target: >= 300 submissions/s on PostgreSQL. Each creator comes from an address
// of its own (X-Forwarded-For, TRUST_PROXY on), as on the internet, so the per-IP checks
// run as they would; the per-minute limit is raised through configuration all the same.
// Autovalidate is off: the pipeline's jobs are their own benchmark; this measures the
// request.
import type { ApplyClientsInput, ApplyClientsResult } from './support/apply-clients.ts';
import { type BenchApp, startBenchApp } from './support/bench-app.ts';
import { createCampaign, firstRow } from './support/bench-rows.ts';
import { seedAdmin, signIn } from './support/bench-users.ts';
import { runChild } from './support/child-process.ts';

const CLIENTS = 50;

const runClients = (input: ApplyClientsInput) =>
  runChild<ApplyClientsResult>(new URL('./support/apply-clients.ts', import.meta.url), { input });

/** The same rows, one INSERT each, `CLIENTS` at a time, straight on the database. */
async function rawInserts(app: BenchApp, leadMagnetId: number, campaignId: number, n: number) {
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= n) return;
      await app.database.sql.executeSql(
        `insert into lead_magnet_submissions (lead_magnet_id, campaign_id, public_token, email,
           channel_url, channel_type, channel_key, fields, verification_code, ip_hash)
         values ($1, $2, $3, $4, $5, 1, $6, '{"platform":"PC"}'::jsonb, 'ABC234', 'bench')`,
        [
          leadMagnetId,
          campaignId,
          `raw-token-${i}-${campaignId}`,
          `raw-${i}@creators.example`,
          `https://www.youtube.com/@raw${i}`,
          `youtube:handle:raw${i}`,
        ],
      );
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  return (performance.now() - started) / 1000;
}

export async function runApplySubmitBench(postgresUrl: string | null) {
  const app = await startBenchApp(postgresUrl, {
    env: { TRUST_PROXY: 'true', APPLY_SUBMIT_RATE_LIMIT: '1000000' },
  });
  try {
    await seedAdmin(app);
    const token = await signIn(app);
    const submissions = postgresUrl ? 10_000 : 2_000;
    const campaignId = await createCampaign(app, 'apply bench');
    const created = await fetch(`${app.url}/api/lead-magnet/campaign/${campaignId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'hosted_page',
        slug: 'apply-bench',
        fields: [
          { key: 'platform', label: 'Platform', type: 'select', required: true, options: ['PC'] },
        ],
        settings: { autovalidate: false },
      }),
    });
    if (created.status !== 200) throw new Error(`lead magnet: ${created.status}`);
    // A blocklist of realistic size, so the screening reads an index, not an empty table.
    await app.database.sql.executeSql(
      `insert into capture_blocklist (kind, value)
       select 'email', 'blocked-' || g || '@spam.example' from generate_series(1, 1000) g`,
    );
    const creators = Array.from({ length: submissions }, (_, i) => ({
      email: `creator-${i}@creators.example`,
      channelUrl: `https://www.youtube.com/@creator${i}`,
      ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }));
    // Warm-up: the first requests compile and fill caches (their own lead magnet's rows).
    await runClients({
      url: app.url,
      slug: 'apply-bench',
      creators: creators.slice(0, 200),
      clients: CLIENTS,
    });
    const measured = creators.slice(200);
    const { seconds, statuses, tokens } = await runClients({
      url: app.url,
      slug: 'apply-bench',
      creators: measured,
      clients: CLIENTS,
    });
    const stored = await firstRow(
      app,
      'select count(*)::int as n from lead_magnet_submissions where campaign_id = $1',
      [campaignId],
    );

    const rawCampaign = await createCampaign(app, 'raw inserts');
    const rawLeadMagnet = await firstRow(
      app,
      `insert into lead_magnets (campaign_id, type, slug) values ($1, 'hosted_page', 'raw-bench')
       returning id`,
      [rawCampaign],
    );
    const rawSeconds = await rawInserts(
      app,
      Number(rawLeadMagnet.id),
      rawCampaign,
      measured.length,
    );

    const rate = measured.length / seconds;
    const rawRate = measured.length / rawSeconds;
    console.log(
      `\nPublic submit (POST /api/public/apply/{slug}/submissions), ${CLIENTS} concurrent clients, ${app.label}`,
    );
    console.log(
      `  ${measured.length.toLocaleString('en')} new creators in ${seconds.toFixed(1)} s = ${Math.round(rate)} submissions/s${postgresUrl ? `  (target >= 300/s: ${rate >= 300 ? 'met' : 'MISSED'})` : ''}`,
    );
    console.log(
      `  answers ${JSON.stringify(statuses)}, distinct tokens ${tokens}, rows stored ${stored.n} (with ${200} warm-up)`,
    );
    console.log(
      `  raw single-row INSERTs, same rows, ${CLIENTS} at a time: ${rawSeconds.toFixed(1)} s = ${Math.round(rawRate)} rows/s;  API / raw time: ${(seconds / rawSeconds).toFixed(1)}x`,
    );
  } finally {
    await app.close();
  }
}
