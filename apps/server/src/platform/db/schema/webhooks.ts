import { sql } from 'drizzle-orm';
import { index, pgTable } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import * as col from './columns.ts';

/** Outgoing webhooks of a campaign (Settings > Integrations). The secret is sealed (secret-box). */
export const campaignWebhooks = pgTable(
  'campaign_webhooks',
  {
    id: col.serialId(),
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    url: col.text('url').notNull(),
    events: col.text('events').array().notNull().default(sql`'{}'::text[]`),
    enabled: col.boolean('enabled').notNull().default(true),
    secretSealed: col.text('secret_sealed').notNull(),
    lastDeliveryAt: col.timestamptz('last_delivery_at'),
    /** ok | failed | retrying */
    lastDeliveryStatus: col.text('last_delivery_status'),
    lastDeliveryError: col.text('last_delivery_error'),
    ...col.timestamps(),
  },
  (t) => [index('campaign_webhooks_campaign_idx').on(t.campaignId)],
);
export type CampaignWebhookRow = typeof campaignWebhooks.$inferSelect;
