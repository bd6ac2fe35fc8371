import {
  CampaignInfluencerStatus,
  type CampaignType,
  creatorStatusLabel,
  ErrorCode,
  inviteMessages,
  PostStatus,
  type PublicInvite,
  publicInvite,
} from '@app/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  campaignInfluencers,
  campaignPosts,
  campaigns,
  influencers,
  products,
} from '../../platform/index.ts';
import { addCampaignPost } from '../posts/service.ts';
import { inviteChannelProof } from './channel-proof.ts';

type Ctx = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'config'>;

const S = CampaignInfluencerStatus;
/** The creator may submit a post while invited, approved or published, in an open campaign. */
const CAN_SUBMIT: readonly number[] = [S.Invited, S.Shortlisted, S.Published];

async function findByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      ci: campaignInfluencers,
      campaign: campaigns,
      product: products,
      mediaName: influencers.mediaName,
    })
    .from(campaignInfluencers)
    .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
    .innerJoin(products, eq(products.id, campaigns.productId))
    .innerJoin(influencers, eq(influencers.id, campaignInfluencers.influencerId))
    .where(eq(campaignInfluencers.inviteToken, token));
  // Pending rows were never invited: their link does not exist yet, as far as anyone can tell.
  if (!row || row.ci.status === S.Pending) throw AppError.notFound();
  return row;
}

/** GET /public/invite/{token}: only this creator's and this campaign's public data. */
export async function getPublicInvite(ctx: Ctx, token: string): Promise<PublicInvite> {
  const { ci, campaign, product, mediaName } = await findByToken(ctx.db, token);
  const posts = await ctx.db
    .select()
    .from(campaignPosts)
    .where(
      and(
        eq(campaignPosts.campaignId, campaign.id),
        eq(campaignPosts.influencerId, ci.influencerId),
        eq(campaignPosts.status, PostStatus.Published),
      ),
    )
    .orderBy(desc(campaignPosts.createdAt));
  const url = (key: string | null) => (key ? ctx.storage.url(key) : null);
  const file = (key: string | null, label: string | null) =>
    key ? { label, url: ctx.storage.url(key) } : null;
  const isClosed = campaign.status === 2;
  return publicInvite.parse({
    campaign: {
      name: campaign.name,
      type: campaign.type,
      brief: campaign.brief,
      instructions: campaign.instructions,
      briefFile: file(campaign.briefFileKey, campaign.briefFileLabel),
      instructionsFile: file(campaign.instructionsFileKey, campaign.instructionsFileLabel),
      imageUrl: url(campaign.imageKey),
      startedAt: campaign.startedAt?.toISOString() ?? null,
      finishedAt: campaign.finishedAt?.toISOString() ?? null,
      isClosed,
    },
    product: {
      title: product.title,
      description: product.description,
      imageUrl: url(product.imageKey),
      storeLinks: product.storeLinks,
    },
    creator: {
      mediaName,
      status: ci.status,
      statusLabel: creatorStatusLabel(ci.status as 1, campaign.type as CampaignType),
      revenueAmount: ci.revenueAmount === null ? null : Number(ci.revenueAmount),
      postCount: ci.postCount,
    },
    posts: posts.map((p) => ({
      url: p.url,
      title: p.title,
      thumbnailUrl: p.thumbnailUrl,
      publishedAt: p.publishedAt?.toISOString() ?? null,
      status: p.status,
    })),
    canSubmitPost: !isClosed && CAN_SUBMIT.includes(ci.status),
    channelProof: await inviteChannelProof(ctx, ci, campaign.inviteProof),
  });
}

/** POST /public/invite/{token}/posts: the creator's own video, on one of their channels. */
export async function submitInvitePost(
  ctx: Ctx,
  token: string,
  url: string,
): Promise<PublicInvite> {
  const { ci, campaign } = await findByToken(ctx.db, token);
  if (campaign.status === 2 || !CAN_SUBMIT.includes(ci.status)) {
    throw new AppError(ErrorCode.BadRequest, inviteMessages.cannotSubmit);
  }
  await addCampaignPost(ctx, campaign.id, url, { via: 'creator', actorId: null }, ci.influencerId);
  return getPublicInvite(ctx, token);
}
