import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';
import { cascadeRef, serialId, timestamps, timestamptz } from './columns.ts';

/** Outgoing webhooks of a campaign (Settings > Integrations). The secret is sealed (secret-box). */
export const campaignWebhooks = pgTable(
  'campaign_webhooks',
  {
    id: serialId(),
    campaignId: cascadeRef('campaign_id', () => campaigns.id),
    url: text('url').notNull(),
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    lastDeliveryAt: timestamptz('last_delivery_at'),
    /** ok | failed | retrying */
    lastDeliveryStatus: text('last_delivery_status'),
    lastDeliveryError: text('last_delivery_error'),
    ...timestamps(),
  },
  (t) => [index('campaign_webhooks_campaign_idx').on(t.campaignId)],
);
export type CampaignWebhookRow = typeof campaignWebhooks.$inferSelect;
