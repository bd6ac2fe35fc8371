import { type ApplySignInResult, type ChannelSignIn, ErrorCode } from '@app/contract';
import type { FastifyReply } from 'fastify';
import { completeInviteSignIn } from '../campaigns/index.ts';
import {
  channelSignInUrl,
  channelsOfSignIn,
  ProviderError,
  readChannelSignInState,
  signChannelSignInState,
} from '../crm/index.ts';
import type { AppContext } from '../platform/index.ts';
import { AppError, escapeHtml, sendMessagePage } from '../platform/index.ts';
import { findSubmission } from './apply-service.ts';
import { offeredSignIns } from './offered-sign-ins.ts';
import { awaitsChannelProof, proveChannelBySignIn } from './pipeline/index.ts';

// The creator's sign-in that proves the channel (issue 26): the page asks for the provider's
// consent URL, bound by a signed state to one submission; the provider sends the browser to
// the callback, which asks the platform which channel the account owns, records the proof
// and sends the browser back to the page with how it ended. The same callback serves the
// campaign invite page's sign-in (campaigns area): the state says whose proof it is.

export const channelSignInMessages = {
  notOffered: 'This sign-in is not offered here: use the code in your channel description',
  nothingToProve: 'This application does not wait for a channel proof',
  invalidTitle: 'This sign-in link has expired or is not valid',
  invalidBody:
    'Go back to the page you came from and sign in again. On an application page, the code in your channel description works too.',
} as const;

/** GET …/submissions/{token}/sign-in/{provider}: the consent page, bound to the submission. */
export async function startChannelSignIn(
  ctx: Pick<AppContext, 'db' | 'config'>,
  slug: string,
  token: string,
  provider: ChannelSignIn,
): Promise<{ url: string }> {
  const { row, leadMagnet } = await findSubmission(ctx.db, slug, token);
  if (!offeredSignIns(ctx.config, leadMagnet.verification).includes(provider)) {
    throw new AppError(ErrorCode.BadRequest, channelSignInMessages.notOffered);
  }
  if (!awaitsChannelProof(row, leadMagnet)) {
    throw new AppError(ErrorCode.BadRequest, channelSignInMessages.nothingToProve);
  }
  const { state, redirectUri } = signChannelSignInState(ctx.config, provider, {
    page: 'apply',
    slug,
    token: row.publicToken,
  });
  const url = channelSignInUrl(ctx.config, provider, redirectUri, state);
  if (!url) throw new AppError(ErrorCode.BadRequest, channelSignInMessages.notOffered);
  return { url };
}

/** A refused callback (forged, altered, expired, replayed): a page, nothing stored. */
export function sendSignInInvalid(reply: FastifyReply) {
  const { invalidTitle: title, invalidBody: body } = channelSignInMessages;
  return sendMessagePage(reply, {
    status: 400,
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`,
  });
}

/**
 * The provider's redirect: checks the state, trades the code for the owned channels (the
 * token is dropped there), records the proof, and answers where to send the browser: the
 * apply page of the submission with `signIn=<how it ended>`. Null: the state is not one this
 * server signed for this provider, or its submission no longer awaits a proof (a replay).
 */
export async function completeChannelSignIn(
  ctx: AppContext,
  provider: ChannelSignIn,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
): Promise<{ redirect: string } | null> {
  const state = readChannelSignInState(ctx.config, provider, query.state);
  if (!state) return null;
  if (state.page === 'invite') return completeInviteSignIn(ctx, provider, state, query);
  // The page still open and its submission still awaiting a proof; else a replay, refused.
  const { row, leadMagnet } = await findSubmission(ctx.db, state.slug, state.token).catch(
    (error: unknown) => {
      if (error instanceof AppError) return { row: null, leadMagnet: null };
      throw error;
    },
  );
  if (!row || !awaitsChannelProof(row, leadMagnet)) return null;
  const back = (result: ApplySignInResult) => ({
    // Relative, built from our own row: never an address taken from the request.
    redirect: `/apply/${encodeURIComponent(leadMagnet.slug)}?submission=${encodeURIComponent(row.publicToken)}&signIn=${result}`,
  });
  if (query.error || !query.code) return back('failed');
  try {
    const owned = await channelsOfSignIn(ctx.config, provider, query.code, state.redirectUri);
    return back(await proveChannelBySignIn(ctx, row.id, provider, owned));
  } catch (error) {
    if (error instanceof ProviderError) return back('failed');
    throw error;
  }
}
