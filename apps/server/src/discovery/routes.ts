import { discoveryMessages, discoveryEndpoints as endpoints } from '@app/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../platform/index.ts';
import { streamUploadedFile } from '../platform/index.ts';
import { addCreatorsToCrm } from './add-to-crm.ts';
import { addCreatorsToCampaign, addCreatorsToList } from './add-to-targets.ts';
import { getDiscoveryCreator, getDiscoveryGame, listDiscoveryCreators } from './search.ts';
import {
  resumeSeedImport,
  SEED_MAX_BYTES,
  seedRefusedRows,
  seedTask,
  startSeedImport,
} from './seed-import.ts';

/**
 * /discovery for the team: the discovery service behind the user's sign-in (its token stays
 * here), creators marked when the CRM has them, and the add-to-CRM, list and campaign actions.
 */
export function discoveryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.endpoint(endpoints.listCreators, ({ body }) => listDiscoveryCreators(ctx, body));
    app.endpoint(endpoints.listGames, ({ body }) => ctx.discovery.listGames(body));
    app.endpoint(endpoints.listTerms, ({ params, body }) =>
      ctx.discovery.listTerms(params.x, body),
    );
    app.endpoint(endpoints.game, ({ params }) => getDiscoveryGame(ctx, params.id));
    app.endpoint(endpoints.creator, ({ params }) => getDiscoveryCreator(ctx, params.id));
    app.endpoint(endpoints.status, () => ctx.discovery.status());
    app.endpoint(endpoints.addToCrm, async ({ body }) => ({
      results: await addCreatorsToCrm(ctx, body.creatorIds),
    }));
    app.endpoint(endpoints.addToList, ({ body }) => addCreatorsToList(ctx, body));
    app.endpoint(endpoints.addToCampaign, ({ actor, body }) =>
      addCreatorsToCampaign(ctx, actor, body),
    );
    app.endpoint(endpoints.importSeed, ({ request }) =>
      streamUploadedFile(
        request,
        {
          maxBytes: SEED_MAX_BYTES,
          tooLargeMessage: discoveryMessages.seedTooLarge(SEED_MAX_BYTES / 1024 / 1024),
          fields: z.object({}),
        },
        ({ file }) => startSeedImport(ctx, file),
      ),
    );
    app.endpoint(endpoints.seedTask, ({ params }) => seedTask(ctx, params.id));
    app.endpoint(endpoints.seedRefusedRows, ({ params }) => seedRefusedRows(ctx, params.id));
    app.endpoint(endpoints.resumeSeedImport, ({ params }) => resumeSeedImport(ctx, params.id));
  };
}
