import { invitePageEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/index.ts';
import { assertInviteProven } from '../invite-page/channel-proof.ts';
import { fulfilRedeemCodes, readCreatorRedeemCodes } from './fulfil.ts';

/**
 * The invite page's key section (no login): the token of the invite link names the creator.
 * GET shows the codes already issued; POST is "Get my key". Rate-limited per client.
 */
export function publicRedeemCodeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const extras = {
      config: {
        rateLimit: { max: ctx.config.campaigns.invitePageRateLimit, timeWindow: '1 minute' },
      },
    };

    app.endpoint(
      endpoints.keys,
      ({ params, reply }) => {
        reply.header('cache-control', 'no-store');
        return readCreatorRedeemCodes(ctx, { token: params.token });
      },
      extras,
    );

    app.endpoint(
      endpoints.claimKeys,
      async ({ params, reply }) => {
        reply.header('cache-control', 'no-store');
        // A campaign that asks invited creators for a channel proof gives no key before it.
        await assertInviteProven(ctx.db, params.token);
        return fulfilRedeemCodes(ctx, { token: params.token }, { via: 'creator', actorId: null });
      },
      extras,
    );
  };
}
