import { randomBytes } from 'node:crypto';
import type { CreateLeadMagnetRequest, LeadMagnet, LeadMagnetField } from '@app/contract';
import { expect } from 'vitest';
import { insertedRow } from '../src/platform/db/inserted-row.ts';
import { leadMagnetSubmissions } from '../src/platform/db/schema/index.ts';
import { uniq } from './influencer-factories.ts';
import type { TestApp } from './test-app.ts';

/** An extra field as the team defines it: the platform, picked from two (optional by default). */
export const platformField = {
  key: 'platform',
  label: 'Platform',
  type: 'select',
  options: ['PC', 'Switch'],
} satisfies Omit<LeadMagnetField, 'required'>;

/** A slug nobody else's test uses. */
export const uniqueSlug = (prefix = 'lm') => `${prefix}-${uniq().toLowerCase()}`;

/** POST /lead-magnet/campaign/{id} through the API (must answer 200). */
export async function createTestLeadMagnet(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  campaignId: number,
  body: Partial<CreateLeadMagnetRequest> = {},
): Promise<LeadMagnet> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/lead-magnet/campaign/${campaignId}`,
    headers,
    payload: { type: 'hosted_page', slug: uniqueSlug(), ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeadMagnet>();
}

/** A submission row straight in the database (no pipeline), for lists and figures. */
export async function insertTestSubmission(
  t: Pick<TestApp, 'database'>,
  leadMagnet: { id: number; campaignId: number },
  overrides: Partial<typeof leadMagnetSubmissions.$inferInsert> = {},
) {
  const name = uniq('creator');
  return insertedRow(
    t.database.db
      .insert(leadMagnetSubmissions)
      .values({
        leadMagnetId: leadMagnet.id,
        campaignId: leadMagnet.campaignId,
        publicToken: randomBytes(16).toString('base64url'),
        email: `${name}@creators.example`,
        channelUrl: `https://www.youtube.com/@${name}`,
        channelType: 1,
        channelKey: `youtube:handle:${name}`,
        verificationCode: 'ABC234',
        ...overrides,
      })
      .returning(),
  );
}
