import {
  type ChannelSignIn,
  ChannelType,
  ErrorCode,
  type InviteSignInResult,
  inviteMessages,
} from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import {
  type ChannelSignInState,
  channelSignInConfigured,
  channelSignInUrl,
  channelsOfSignIn,
  ProviderError,
  signChannelSignInState,
} from '../../crm/index.ts';
import type { AppContext, Config, DbOrTx } from '../../platform/index.ts';
import { AppError, campaignInfluencers, campaigns, channels } from '../../platform/index.ts';

// Issue 26 on the campaign invite page: a campaign may ask invited creators to prove they own
// their channel before the page gives them a key. The creator signs in with Google (a YouTube
// channel) or Twitch; the account must own one of the channels the CRM holds for them. The
// sign-in goes through the apply page's callback (one registered address per provider).

/** Which sign-in proves a channel of each platform. */
const signInOf: Partial<Record<ChannelType, ChannelSignIn>> = {
  [ChannelType.Youtube]: 'google',
  [ChannelType.Twitch]: 'twitch',
};

type InviteProofRow = {
  id: number;
  influencerId: number;
  inviteProof: boolean;
  channelProvenAt: Date | null;
};

async function inviteProofRow(db: DbOrTx, token: string): Promise<InviteProofRow | null> {
  const [row] = await db
    .select({
      id: campaignInfluencers.id,
      influencerId: campaignInfluencers.influencerId,
      inviteProof: campaigns.inviteProof,
      channelProvenAt: campaignInfluencers.channelProvenAt,
    })
    .from(campaignInfluencers)
    .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
    .where(eq(campaignInfluencers.inviteToken, token));
  return row ?? null;
}

async function creatorChannels(db: DbOrTx, influencerId: number) {
  return db
    .select({ type: channels.type, externalId: channels.externalId, lookupKey: channels.lookupKey })
    .from(channels)
    .where(eq(channels.influencerId, influencerId));
}

/** The campaign asks for a proof and none was given yet. */
const awaitsProof = (row: InviteProofRow) => row.inviteProof && row.channelProvenAt === null;

/** The configured sign-ins that can prove one of these channels. */
export function inviteSignIns(config: Config, owned: readonly { type: number }[]): ChannelSignIn[] {
  const offered = new Set<ChannelSignIn>();
  for (const channel of owned) {
    const provider = signInOf[channel.type as ChannelType];
    if (provider && channelSignInConfigured(config, provider)) offered.add(provider);
  }
  return [...offered].sort();
}

/** The invite page's `channelProof`. */
export async function inviteChannelProof(
  ctx: Pick<AppContext, 'db' | 'config'>,
  row: { influencerId: number; channelProvenAt: Date | null },
  inviteProof: boolean,
) {
  const owned = inviteProof ? await creatorChannels(ctx.db, row.influencerId) : [];
  return {
    required: inviteProof,
    proven: row.channelProvenAt !== null,
    signIn: inviteProof && row.channelProvenAt === null ? inviteSignIns(ctx.config, owned) : [],
  };
}

/** Refuses the key while the campaign waits for this creator's channel proof. */
export async function assertInviteProven(db: DbOrTx, token: string): Promise<void> {
  const row = await inviteProofRow(db, token);
  if (row && awaitsProof(row)) {
    throw new AppError(ErrorCode.BadRequest, inviteMessages.proveFirst);
  }
}

/** GET /public/invite/{token}/sign-in/{provider}: the consent page, bound to this invite. */
export async function startInviteSignIn(
  ctx: Pick<AppContext, 'db' | 'config'>,
  token: string,
  provider: ChannelSignIn,
): Promise<{ url: string }> {
  const row = await inviteProofRow(ctx.db, token);
  if (!row) throw AppError.notFound();
  if (!awaitsProof(row)) throw new AppError(ErrorCode.BadRequest, inviteMessages.nothingToProve);
  const offered = inviteSignIns(ctx.config, await creatorChannels(ctx.db, row.influencerId));
  if (!offered.includes(provider)) {
    throw new AppError(ErrorCode.BadRequest, inviteMessages.signInNotOffered);
  }
  const { state, redirectUri } = signChannelSignInState(ctx.config, provider, {
    page: 'invite',
    token,
  });
  const url = channelSignInUrl(ctx.config, provider, redirectUri, state);
  if (!url) throw new AppError(ErrorCode.BadRequest, inviteMessages.signInNotOffered);
  return { url };
}

/**
 * The provider's return for an invite: the account's channels against the creator's in the
 * CRM; the first match records the proof. Answers where to send the browser (the invite page
 * with `signIn=<how it ended>`), or null when the invite no longer awaits a proof (a replay).
 */
export async function completeInviteSignIn(
  ctx: AppContext,
  provider: ChannelSignIn,
  state: Extract<ChannelSignInState, { page: 'invite' }>,
  query: { code?: string | undefined; error?: string | undefined },
): Promise<{ redirect: string } | null> {
  const row = await inviteProofRow(ctx.db, state.token);
  if (!row || !awaitsProof(row)) return null;
  const back = (result: InviteSignInResult) => ({
    // Relative, built from the signed token: never an address taken from the request.
    redirect: `/invite/${encodeURIComponent(state.token)}?signIn=${result}`,
  });
  if (query.error || !query.code) return back('failed');
  let signedIn: Awaited<ReturnType<typeof channelsOfSignIn>>;
  try {
    signedIn = await channelsOfSignIn(ctx.config, provider, query.code, state.redirectUri);
  } catch (error) {
    if (error instanceof ProviderError) return back('failed');
    throw error;
  }
  const mine = await creatorChannels(ctx.db, row.influencerId);
  const owns = signedIn.some((proven) =>
    mine.some(
      (c) =>
        c.type === proven.type &&
        (c.externalId === proven.externalId || c.lookupKey === `id:${proven.externalId}`),
    ),
  );
  if (!owns) return back('notYours');
  await ctx.db
    .update(campaignInfluencers)
    .set({ channelProof: provider, channelProvenAt: new Date() })
    .where(and(eq(campaignInfluencers.id, row.id), isNull(campaignInfluencers.channelProvenAt)));
  return back('proven');
}
