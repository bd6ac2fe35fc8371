import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  bigSerialId,
  cascadeRef,
  createdAt,
  serialId,
  setNullRef,
  timestamps,
  timestamptz,
} from './columns.ts';
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
    id: serialId(),
    name: text('name').notNull(),
    // A product in use cannot be deleted ("Error deleting product").
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** CampaignType: 'free' | 'paid'. */
    type: text('type').notNull(),
    /** CampaignStatus: 1 Active, 2 Closed. */
    status: smallint('status').notNull().default(1),
    brief: text('brief'),
    briefFileKey: text('brief_file_key'),
    briefFileLabel: text('brief_file_label'),
    instructions: text('instructions'),
    instructionsFileKey: text('instructions_file_key'),
    instructionsFileLabel: text('instructions_file_label'),
    imageKey: text('image_key'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    dealRevenueAmount: numeric('deal_revenue_amount', { precision: 12, scale: 2, mode: 'number' }),
    dealPostCount: integer('deal_post_count'),
    replyToManagerEnabled: boolean('reply_to_manager_enabled').notNull().default(false),
    sendPostSuggestions: boolean('send_post_suggestions').notNull().default(false),
    sendApprovedEmails: boolean('send_approved_emails').notNull().default(true),
    sendRejectedEmails: boolean('send_rejected_emails').notNull().default(false),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    redeemCodePlatforms: text('redeem_code_platforms').array().notNull().default(sql`'{}'::text[]`),
    isLiveCapture: boolean('is_live_capture').notNull().default(false),
    /**
     * Invited creators prove they own their channel (a Google or Twitch sign-in) before the
     * invite page gives them a key (issue 26).
     */
    inviteProof: boolean('invite_proof').notNull().default(false),
    ads: jsonb('ads').$type<CampaignAdsValue>().notNull(),
    createdBy: setNullRef('created_by', () => users.id),
    ...timestamps(),
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
    campaignId: cascadeRef('campaign_id', () => campaigns.id),
    influencerId: cascadeRef('influencer_id', () => influencers.id),
  };
}

/**
 * An influencer in a campaign (the Workflow tab's row). posts_count .. comments are kept by
 * the posts module (refreshCampaignInfluencerPostTotals) so the tab sorts on plain columns.
 */
export const campaignInfluencers = pgTable(
  'campaign_influencers',
  {
    id: serialId(),
    ...campaignCreatorKeys(),
    /** CampaignInfluencerStatus 1..6. */
    status: smallint('status').notNull().default(1),
    revenueAmount: numeric('revenue_amount', { precision: 12, scale: 2, mode: 'number' }),
    postCount: integer('post_count'),
    /** 128-bit random, base64url: the public invite page's /invite/{token}. */
    inviteToken: text('invite_token').notNull(),
    /** InviteEmailState; null until invited. */
    inviteEmail: text('invite_email'),
    invitedAt: timestamptz('invited_at'),
    paidAt: timestamptz('paid_at'),
    /**
     * ChannelProof of the creator's channel: their sign-in on the invite page, or the proof of
     * the live-capture submission that added them; null until then.
     */
    channelProof: text('channel_proof'),
    channelProvenAt: timestamptz('channel_proven_at'),
    postsCount: integer('posts_count').notNull().default(0),
    suggestedPostsCount: integer('suggested_posts_count').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    likes: bigint('likes', { mode: 'number' }).notNull().default(0),
    comments: bigint('comments', { mode: 'number' }).notNull().default(0),
    ...timestamps(),
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
    id: bigSerialId(),
    ...campaignCreatorKeys(),
    /** WorkflowAction. */
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    actorId: setNullRef('actor_id', () => users.id),
    /** 'team' | 'creator' | 'system'. */
    via: text('via').notNull().default('team'),
    revenueAmount: numeric('revenue_amount', { precision: 12, scale: 2, mode: 'number' }),
    /** Why the team did it, when asked: paying before the agreed posts are published. */
    note: text('note'),
    createdAt: createdAt(),
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
