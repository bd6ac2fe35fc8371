// Test helpers for the redeem-code suites (not used by the app).
import { randomBytes } from 'node:crypto';
import type { RedeemCodePlatform, RedeemCodeStatsResponse } from '@app/contract';
import { requestOk } from '../../../test/request-ok.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { campaignInfluencers, influencers } from '../../platform/db/schema/index.ts';

/** A multipart body: text fields first (the import reads them before the file), then `file`. */
export function multipartImport(
  fields: Record<string, string>,
  file: Buffer | null,
  filename = 'codes.txt',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----codes${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `n` creators in a campaign with a status, straight in the database (one INSERT each table). */
export async function creatorsInCampaign(
  t: TestApp,
  campaignId: number,
  n: number,
  status: number,
): Promise<{ influencerId: number; token: string }[]> {
  const made = await t.database.db
    .insert(influencers)
    .values(
      Array.from({ length: n }, (_, i) => ({
        mediaName: `creator-${randomBytes(6).toString('hex')}-${i}`,
      })),
    )
    .returning({ id: influencers.id });
  const rows = made.map((m) => ({
    campaignId,
    influencerId: m.id,
    status,
    inviteToken: randomBytes(16).toString('base64url'),
  }));
  await t.database.db.insert(campaignInfluencers).values(rows);
  return rows.map((r) => ({ influencerId: r.influencerId, token: r.inviteToken }));
}

/** Unique codes that look like Steam keys. */
export function steamKeys(n: number): string[] {
  return Array.from({ length: n }, () =>
    randomBytes(9)
      .toString('hex')
      .toUpperCase()
      .replace(/(.{6})(.{6})(.{6})/, '$1-$2-$3'),
  );
}

export async function importJson(
  t: TestApp,
  headers: Record<string, string>,
  campaignId: number,
  platform: RedeemCodePlatform,
  codes: string[],
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/redeem-code',
    headers,
    payload: { campaignId, platform, codes },
  });
}

/** POST /redeem-code/stats of a campaign (checked 200). */
export async function redeemCodeStats(
  t: TestApp,
  headers: Record<string, string>,
  campaignId: number,
): Promise<RedeemCodeStatsResponse> {
  return requestOk(t, 'POST', '/api/redeem-code/stats', headers, { campaignId });
}

/** POST /redeem-code/export-unused or /export-used: the text file answer. */
export function exportCodes(
  t: TestApp,
  headers: Record<string, string>,
  which: 'unused' | 'used',
  payload: { campaignId: number; remove?: boolean },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/redeem-code/export-${which}`,
    headers,
    payload,
  });
}
