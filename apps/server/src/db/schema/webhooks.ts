import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.ts';

/** Outgoing webhooks of a campaign (Settings > Integrations). The secret is sealed (secret-box). */
export const campaignWebhooks = pgTable(
  'campaign_webhooks',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    /** ok | failed | retrying */
    lastDeliveryStatus: text('last_delivery_status'),
    lastDeliveryError: text('last_delivery_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_webhooks_campaign_idx').on(t.campaignId)],
);
export type CampaignWebhookRow = typeof campaignWebhooks.$inferSelect;
