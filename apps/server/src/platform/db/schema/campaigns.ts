import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import * as col from './columns.ts';
import { influencers } from './influencers.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export type CampaignAdsValue = {
  enabled: boolean;
  subscribersThreshold: number | null;
  title: string | null;
  description: string | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
};

export const campaigns = pgTable(
  'campaigns',
  {
    id: col.serialId(),
    name: col.text('name').notNull(),
    // A product in use cannot be deleted ("Error deleting product").
    productId: col
      .integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** CampaignType: 'free' | 'paid'. */
    type: col.text('type').notNull(),
    /** CampaignStatus: 1 Active, 2 Closed. */
    status: col.smallint('status').notNull().default(1),
    brief: col.text('brief'),
    briefFileKey: col.text('brief_file_key'),
    briefFileLabel: col.text('brief_file_label'),
    instructions: col.text('instructions'),
    instructionsFileKey: col.text('instructions_file_key'),
    instructionsFileLabel: col.text('instructions_file_label'),
    imageKey: col.text('image_key'),
    startedAt: col.timestamptz('started_at'),
    finishedAt: col.timestamptz('finished_at'),
    dealRevenueAmount: col.numeric('deal_revenue_amount', {
      precision: 12,
      scale: 2,
      mode: 'number',
    }),
    dealPostCount: col.integer('deal_post_count'),
    replyToManagerEnabled: col.boolean('reply_to_manager_enabled').notNull().default(false),
    sendPostSuggestions: col.boolean('send_post_suggestions').notNull().default(false),
    sendApprovedEmails: col.boolean('send_approved_emails').notNull().default(true),
    sendRejectedEmails: col.boolean('send_rejected_emails').notNull().default(false),
    senderName: col.text('sender_name'),
    senderEmail: col.text('sender_email'),
    redeemCodePlatforms: col
      .text('redeem_code_platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isLiveCapture: col.boolean('is_live_capture').notNull().default(false),
    /**
     * Invited creators prove they own their channel (a Google or Twitch sign-in) before the
     * invite page gives them a key (issue 26).
     */
    inviteProof: col.boolean('invite_proof').notNull().default(false),
    ads: col.jsonb('ads').$type<CampaignAdsValue>().notNull(),
    createdBy: col.setNullRef('created_by', () => users.id),
    ...col.timestamps(),
  },
  (t) => [
    check('campaigns_type_valid', sql`${t.type} in ('free', 'paid')`),
    check('campaigns_status_valid', sql`${t.status} in (1, 2)`),
    index('campaigns_product_id_idx').on(t.productId),
    index('campaigns_created_by_idx').on(t.createdBy),
    index('campaigns_created_at_idx').on(t.createdAt, t.id),
    index('campaigns_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/** campaign_id and influencer_id of a creator's row in a campaign: it goes with either. */
export function campaignCreatorKeys() {
  return {
    campaignId: col.cascadeRef('campaign_id', () => campaigns.id),
    influencerId: col.cascadeRef('influencer_id', () => influencers.id),
  };
}

/**
 * An influencer in a campaign (the Workflow tab's row). posts_count .. comments are kept by
 * the posts module (refreshCampaignInfluencerPostTotals) so the tab sorts on plain columns.
 */
export const campaignInfluencers = pgTable(
  'campaign_influencers',
  {
    id: col.serialId(),
    ...campaignCreatorKeys(),
    /** CampaignInfluencerStatus 1..6. */
    status: col.smallint('status').notNull().default(1),
    revenueAmount: col.numeric('revenue_amount', { precision: 12, scale: 2, mode: 'number' }),
    postCount: col.integer('post_count'),
    /** 128-bit random, base64url: the public invite page's /invite/{token}. */
    inviteToken: col.text('invite_token').notNull(),
    /** InviteEmailState; null until invited. */
    inviteEmail: col.text('invite_email'),
    invitedAt: col.timestamptz('invited_at'),
    paidAt: col.timestamptz('paid_at'),
    /**
     * ChannelProof of the creator's channel: their sign-in on the invite page, or the proof of
     * the live-capture submission that added them; null until then.
     */
    channelProof: col.text('channel_proof'),
    channelProvenAt: col.timestamptz('channel_proven_at'),
    postsCount: col.integer('posts_count').notNull().default(0),
    suggestedPostsCount: col.integer('suggested_posts_count').notNull().default(0),
    views: col.bigint('views', { mode: 'number' }).notNull().default(0),
    likes: col.bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: col.bigint('comments', { mode: 'number' }).notNull().default(0),
    ...col.timestamps(),
  },
  (t) => [
    check('campaign_influencers_status_valid', sql`${t.status} between 1 and 6`),
    uniqueIndex('campaign_influencers_campaign_influencer_unique').on(t.campaignId, t.influencerId),
    uniqueIndex('campaign_influencers_invite_token_unique').on(t.inviteToken),
    index('campaign_influencers_influencer_id_idx').on(t.influencerId),
    // Sorts of the Workflow tab walk (campaign, column, id).
    index('campaign_influencers_status_idx').on(t.campaignId, t.status, t.id),
    // A status tab in the default order (newest first) walks its own slice.
    index('campaign_influencers_status_created_at_idx').on(
      t.campaignId,
      t.status,
      t.createdAt,
      t.id,
    ),
    index('campaign_influencers_created_at_idx').on(t.campaignId, t.createdAt, t.id),
    index('campaign_influencers_updated_at_idx').on(t.campaignId, t.updatedAt, t.id),
    index('campaign_influencers_invited_at_idx').on(t.campaignId, t.invitedAt, t.id),
    // The dashboard's unanswered invites: a campaign's rows still Invited, by invite time.
    index('campaign_influencers_invited_idx')
      .on(t.campaignId, t.invitedAt)
      .where(sql`${t.status} = 2`),
    index('campaign_influencers_revenue_idx').on(t.campaignId, t.revenueAmount, t.id),
    index('campaign_influencers_post_count_idx').on(t.campaignId, t.postCount, t.id),
    index('campaign_influencers_posts_count_idx').on(t.campaignId, t.postsCount, t.id),
    index('campaign_influencers_views_idx').on(t.campaignId, t.views, t.id),
  ],
);
export type CampaignInfluencerRow = typeof campaignInfluencers.$inferSelect;

/** Every workflow transition: who (actor or via), when, from, to. Kept after a removal. */
export const campaignInfluencerTransitions = pgTable(
  'campaign_influencer_transitions',
  {
    id: col.bigSerialId(),
    ...campaignCreatorKeys(),
    /** WorkflowAction. */
    action: col.text('action').notNull(),
    fromStatus: col.smallint('from_status'),
    toStatus: col.smallint('to_status'),
    actorId: col.setNullRef('actor_id', () => users.id),
    /** 'team' | 'creator' | 'system'. */
    via: col.text('via').notNull().default('team'),
    revenueAmount: col.numeric('revenue_amount', { precision: 12, scale: 2, mode: 'number' }),
    /** Why the team did it, when asked: paying before the agreed posts are published. */
    note: col.text('note'),
    createdAt: col.createdAt(),
  },
  (t) => [
    // Stats: transitions into a status per day.
    index('campaign_transitions_stats_idx').on(t.campaignId, t.toStatus, t.createdAt),
    // History and "last transition" of one row.
    index('campaign_transitions_row_idx').on(t.campaignId, t.influencerId, t.id),
    index('campaign_transitions_influencer_idx').on(t.influencerId),
  ],
);
export type CampaignInfluencerTransitionRow = typeof campaignInfluencerTransitions.$inferSelect;
