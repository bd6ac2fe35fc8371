import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportRedeemCodesResponse } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { expectRefusedFields } from '../../../test/expect-answer.ts';
import { signedIn } from '../../../test/factories.ts';
import { postMultipart } from '../../../test/multipart.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { rows } from '../../platform/index.ts';
import { exportCodes, importJson, multipartImport, redeemCodeStats, steamKeys } from './testing.ts';

const t = await createTestApp();
const manager = await signedIn(t);
const headers = manager.headers;

/** POST /redeem-code/import with these form fields and file (none: no file part). */
async function postImport(fields: Record<string, string>, bytes: Buffer | null) {
  return postMultipart(t, headers, '/api/redeem-code/import', multipartImport(fields, bytes));
}

const importFile = (campaignId: number, bytes: Buffer, platform = 'steam') =>
  postImport({ campaignId: String(campaignId), platform }, bytes);

const stats = (campaignId: number) => redeemCodeStats(t, headers, campaignId);

describe('importing codes', () => {
  it('trims lines, skips blanks and repeats, reads CRLF and a BOM', async () => {
    const campaign = await createTestCampaign(t);
    const [a, b, c] = steamKeys(3);
    const text = `\uFEFF${a}\r\n\r\n  ${b}  \r\n${a}\r\n\t\r\n${c}`;
    const response = await importFile(campaign.id, Buffer.from(text, 'utf8'));
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportRedeemCodesResponse>()).toEqual({
      added: 3,
      skipped: 3,
      rejected: 0,
      details: { lines: 6, blank: 2, duplicateInFile: 1, alreadyInPool: 0, invalid: 0 },
    });
    const s = await stats(campaign.id);
    expect(s.platforms).toEqual([
      expect.objectContaining({
        platform: 'steam',
        available: 3,
        reserved: 0,
        issued: 0,
        total: 3,
      }),
    ]);
    // The BOM and CR are gone: the stored codes are exactly the keys.
    const exported = await exportCodes(t, headers, 'unused', { campaignId: campaign.id });
    expect(exported.body).toBe(`${a}\n${b}\n${c}\n`);
  });

  it('analyzes redeem_codes after a bulk import, so the planner counts the new pool', async () => {
    const campaign = await createTestCampaign(t);
    const response = await importFile(campaign.id, Buffer.from(steamKeys(1200).join('\n')));
    expect(response.json<ImportRedeemCodesResponse>().added).toBe(1200);
    const [stats] = await rows<{ reltuples: number; actual: number }>(
      t.database.db,
      sql`select c.reltuples::float8 as reltuples,
        (select count(*) from redeem_codes)::float8 as actual
        from pg_class c where c.oid = 'redeem_codes'::regclass`,
    );
    // ANALYZE counts a table this small exactly; without it reltuples is -1 or stale.
    expect(stats?.reltuples).toBe(stats?.actual);
  });

  it('rejects codes already in this pool or in another campaign, and overlong lines', async () => {
    const first = await createTestCampaign(t);
    const second = await createTestCampaign(t);
    const keys = steamKeys(4);
    expect((await importJson(t, headers, first.id, 'steam', [keys[0] ?? ''])).statusCode).toBe(200);
    expect((await importJson(t, headers, second.id, 'switch', [keys[1] ?? ''])).statusCode).toBe(
      200,
    );
    const response = await importJson(t, headers, first.id, 'steam', [...keys, 'x'.repeat(201)]);
    expect(response.json<ImportRedeemCodesResponse>()).toMatchObject({
      added: 2,
      skipped: 0,
      rejected: 3,
      details: { alreadyInPool: 2, invalid: 1, duplicateInFile: 0 },
    });
    expect((await stats(first.id)).totals.total).toBe(3);
  });

  it('counts repeats that fall in different insert batches as repeats, not as pool rejects', async () => {
    const campaign = await createTestCampaign(t);
    const keys = steamKeys(6000);
    // The second half repeats the first 1000 keys after the 5000-row batch boundary.
    const lines = [...keys, ...keys.slice(0, 1000)].join('\n');
    const response = await importFile(campaign.id, Buffer.from(lines));
    expect(response.json<ImportRedeemCodesResponse>()).toMatchObject({
      added: 6000,
      skipped: 1000,
      rejected: 0,
      details: { duplicateInFile: 1000, alreadyInPool: 0 },
    });
  });

  it('two overlapping imports at once store each code once and count the overlap once', async () => {
    const first = await createTestCampaign(t);
    const second = await createTestCampaign(t);
    const shared = steamKeys(300);
    const [a, b] = await Promise.all([
      importJson(t, headers, first.id, 'steam', [...steamKeys(200), ...shared]),
      importJson(t, headers, second.id, 'steam', [...shared, ...steamKeys(100)]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const answers = [a, b].map((r) => r.json<ImportRedeemCodesResponse>());
    // Whichever ran second found the 300 shared codes already in a pool.
    expect(answers.map((x) => x.details.alreadyInPool).sort((x, y) => x - y)).toEqual([0, 300]);
    expect(answers.reduce((sum, x) => sum + x.added, 0)).toBe(600);
    const stored = (await t.database.db.execute(sql`
      select count(*)::int as n, count(distinct code_hash)::int as distinct_codes
      from redeem_codes where campaign_id in (${first.id}, ${second.id})`)) as unknown as {
      rows: { n: number; distinct_codes: number }[];
    };
    expect(stored.rows[0]).toEqual({ n: 600, distinct_codes: 600 });
  });

  it('refuses a binary file and adds nothing, even when the binary part comes late', async () => {
    const campaign = await createTestCampaign(t);
    const text = Buffer.from(`${steamKeys(20_000).join('\n')}\n`);
    const response = await importFile(
      campaign.id,
      Buffer.concat([text, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08])]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This is not a text file. Upload a .txt file with one code per line.',
      fields: { file: 'This is not a text file. Upload a .txt file with one code per line.' },
    });
    expect((await stats(campaign.id)).totals.total).toBe(0);
  });

  it('refuses a file that is not UTF-8 and adds nothing', async () => {
    const campaign = await createTestCampaign(t);
    // Latin-1 "café" between good lines.
    const bytes = Buffer.concat([
      Buffer.from('GOOD-KEY-0001\n'),
      Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]),
      Buffer.from('GOOD-KEY-0002\n'),
    ]);
    const response = await importFile(campaign.id, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This file is not UTF-8 text. Save it as UTF-8 with one code per line.',
    );
    expect((await stats(campaign.id)).totals.total).toBe(0);
    const audit = await t.database.db.execute(
      sql`select count(*)::int as n from redeem_code_audit where campaign_id = ${campaign.id}`,
    );
    expect(Number((audit as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(0);
  });

  it('answers "No items to import" for a file of blank lines', async () => {
    const campaign = await createTestCampaign(t);
    const response = await importFile(campaign.id, Buffer.from('\r\n  \n\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('No items to import');
  });

  it('needs the campaign and platform fields, a known campaign and a file', async () => {
    const campaign = await createTestCampaign(t);
    const r1 = await postImport({ campaignId: String(campaign.id) }, Buffer.from('A\n'));
    expectRefusedFields(r1, ['platform']);
    expect((await importFile(2_000_000_000, Buffer.from('A\n'))).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Campaign not found',
    });
    const r3 = await postImport({ campaignId: String(campaign.id), platform: 'steam' }, null);
    expect(r3.statusCode).toBe(400);
    expect(r3.json().message).toBe('Choose a .txt file');
  });

  it('keeps codes encrypted at rest: no column of a raw row holds the code', async () => {
    const campaign = await createTestCampaign(t);
    const [key] = steamKeys(1);
    await importJson(t, headers, campaign.id, 'gog', [key ?? '']);
    const raw = (await t.database.db.execute(sql`
      select row_to_json(c)::text as row, encode(code_hash, 'hex') as hash
      from redeem_codes c where campaign_id = ${campaign.id}`)) as unknown as {
      rows: { row: string; hash: string }[];
    };
    expect(raw.rows).toHaveLength(1);
    const row = raw.rows[0]?.row ?? '';
    expect(row).not.toContain(key);
    expect(row).not.toContain(key?.replace(/-/g, ''));
    // The hash is keyed (HMAC), not a plain SHA-256 of the code.
    const { createHash } = await import('node:crypto');
    expect(raw.rows[0]?.hash).not.toBe(
      createHash('sha256')
        .update(key ?? '')
        .digest('hex'),
    );
  });
});

describe('a 1,000,000-line file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'codes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('imports in one streamed pass', { timeout: 600_000 }, async () => {
    const campaign = await createTestCampaign(t);
    const file = join(dir, 'million.txt');
    const out = createWriteStream(file);
    // 999,998 unique keys, one repeat and one blank line: 1,000,000 lines, CRLF.
    const prefix = `M${campaign.id}-`;
    for (let i = 0; i < 999_998; i += 10_000) {
      let chunk = '';
      for (let j = i; j < Math.min(i + 10_000, 999_998); j++) chunk += `${prefix}${j}\r\n`;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end(`${prefix}7\r\n\r\n`);
    await once(out, 'finish');
    expect(statSync(file).size).toBeGreaterThan(10_000_000);
    const body = multipartImport(
      { campaignId: String(campaign.id), platform: 'steam' },
      Buffer.alloc(0),
    );
    // The payload is streamed from disk: head, the file, tail.
    const [head, tail] = splitAroundFile(body.payload);
    const { Readable } = await import('node:stream');
    const payload = Readable.from(
      (async function* () {
        yield head;
        for await (const chunk of createReadStream(file)) yield chunk as Buffer;
        yield tail;
      })(),
    );
    const started = performance.now();
    const response = await postMultipart(t, headers, '/api/redeem-code/import', {
      headers: body.headers,
      payload,
    });
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportRedeemCodesResponse>()).toEqual({
      added: 999_998,
      skipped: 2,
      rejected: 0,
      details: { lines: 1_000_000, blank: 1, duplicateInFile: 1, alreadyInPool: 0, invalid: 0 },
    });
    expect((await stats(campaign.id)).totals.available).toBe(999_998);
    console.log(`1M-line import: ${seconds.toFixed(1)} s`);
  });
});

/** multipartImport with an empty file: the bytes before and after the (empty) file body. */
function splitAroundFile(payload: Buffer): [Buffer, Buffer] {
  const marker = Buffer.from('Content-Type: text/plain\r\n\r\n');
  const at = payload.indexOf(marker) + marker.length;
  return [payload.subarray(0, at), payload.subarray(at)];
}
