import { type Campaign, type CampaignListItem, campaign, campaignListItem } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import { intArray } from '../../crm/index.ts';
import type { DbOrTx, Storage } from '../../platform/index.ts';
import { type CampaignRow, campaignInfluencers, products, users } from '../../platform/index.ts';
import { canDeleteCampaign } from './policy.ts';
import { storedFileOf } from './stored-files.ts';

/** The columns a campaign answer needs besides its own row. */
export const campaignJoins = {
  productTitle: products.title,
  productImageKey: products.imageKey,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

export type CampaignJoined = CampaignRow & {
  productTitle: string;
  productImageKey: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

type Counts = Campaign['counts'];
const noCounts: Counts = {
  influencersCount: 0,
  invitedCount: 0,
  shortlistedCount: 0,
  publishedCount: 0,
  paidCount: 0,
  postsCount: 0,
  views: 0,
};

/** Workflow numbers of a page of campaigns, in one grouped query on (campaign_id, status). */
export async function loadCampaignCounts(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, Counts>> {
  if (ids.length === 0) return new Map();
  const ci = campaignInfluencers;
  const rows = await db
    .select({
      campaignId: ci.campaignId,
      influencersCount: sql<number>`count(*)::int`,
      invitedCount: sql<number>`(count(*) filter (where ${ci.status} = 2))::int`,
      shortlistedCount: sql<number>`(count(*) filter (where ${ci.status} = 3))::int`,
      publishedCount: sql<number>`(count(*) filter (where ${ci.status} = 4))::int`,
      paidCount: sql<number>`(count(*) filter (where ${ci.status} = 6))::int`,
      postsCount: sql<number>`coalesce(sum(${ci.postsCount}), 0)::bigint`,
      views: sql<number>`coalesce(sum(${ci.views}), 0)::bigint`,
    })
    .from(ci)
    .where(sql`${ci.campaignId} = any(${intArray(ids)})`)
    .groupBy(ci.campaignId);
  return new Map(
    rows.map((r) => [
      r.campaignId,
      {
        influencersCount: Number(r.influencersCount),
        invitedCount: Number(r.invitedCount),
        shortlistedCount: Number(r.shortlistedCount),
        publishedCount: Number(r.publishedCount),
        paidCount: Number(r.paidCount),
        postsCount: Number(r.postsCount),
        views: Number(r.views),
      },
    ]),
  );
}

/** For ORDER BY influencersCount. */
export const influencersCountSql: SQL = sql`(select count(*) from campaign_influencers ci where ci.campaign_id = "campaigns"."id")`;

function creatorOf(row: CampaignJoined) {
  if (row.createdBy === null || row.creatorFirstName === null) return null;
  return {
    id: row.createdBy,
    name: `${row.creatorFirstName} ${row.creatorLastName ?? ''}`.trim(),
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toCampaignDto(
  row: CampaignJoined,
  counts: Counts | undefined,
  actor: Actor,
  storage: Pick<Storage, 'url'>,
): Campaign {
  return campaign.parse({
    id: row.id,
    name: row.name,
    productId: row.productId,
    product: {
      id: row.productId,
      title: row.productTitle,
      imageUrl: row.productImageKey ? storage.url(row.productImageKey) : null,
    },
    type: row.type,
    status: row.status,
    brief: row.brief,
    briefFile: storedFileOf(storage, row.briefFileKey),
    briefFileLabel: row.briefFileLabel,
    instructions: row.instructions,
    instructionsFile: storedFileOf(storage, row.instructionsFileKey),
    instructionsFileLabel: row.instructionsFileLabel,
    image: storedFileOf(storage, row.imageKey),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    dealRevenueAmount: row.dealRevenueAmount === null ? null : Number(row.dealRevenueAmount),
    dealPostCount: row.dealPostCount,
    replyToManagerEnabled: row.replyToManagerEnabled,
    sendPostSuggestions: row.sendPostSuggestions,
    sendApprovedEmails: row.sendApprovedEmails,
    sendRejectedEmails: row.sendRejectedEmails,
    inviteProof: row.inviteProof,
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    redeemCodePlatforms: row.redeemCodePlatforms,
    isLiveCapture: row.isLiveCapture,
    ads: row.ads,
    createdBy: creatorOf(row),
    canDelete: canDeleteCampaign(actor, row),
    counts: counts ?? noCounts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

export function toCampaignListItem(
  row: CampaignJoined,
  counts: Counts | undefined,
  actor: Actor,
  storage: Pick<Storage, 'url'>,
): CampaignListItem {
  return campaignListItem.parse(toCampaignDto(row, counts, actor, storage));
}
