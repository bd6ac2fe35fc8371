import type {
  DiscoveryCreatorListRequest,
  TeamDiscoveryCreatorDetail,
  TeamDiscoveryCreatorListResponse,
  TeamDiscoveryGameDetail,
} from '@app/contract';
import type { AppContext } from '../platform/index.ts';
import { AppError } from '../platform/index.ts';
import { markCrmMembers } from './crm-links.ts';

type Ctx = Pick<AppContext, 'db' | 'discovery'>;

/** POST /discovery/influencer/list: the service's page, each creator marked if in the CRM. */
export async function listDiscoveryCreators(
  ctx: Ctx,
  request: DiscoveryCreatorListRequest,
): Promise<TeamDiscoveryCreatorListResponse> {
  const page = await ctx.discovery.listCreators(request);
  return { ...page, items: await markCrmMembers(ctx.db, page.items) };
}

/** GET /discovery/game/{id}: the game; its top creators marked if in the CRM. */
export async function getDiscoveryGame(ctx: Ctx, id: number): Promise<TeamDiscoveryGameDetail> {
  const game = await ctx.discovery.game(id);
  if (!game) throw AppError.notFound();
  const marked = await markCrmMembers(
    ctx.db,
    game.topCreators.map((t) => t.creator),
  );
  return {
    ...game,
    topCreators: game.topCreators.map((top, i) => ({
      ...top,
      creator: marked[i] ?? { ...top.creator, crm: null },
    })),
  };
}

/** GET /discovery/influencer/{id}: the creator with its games over time and its CRM link. */
export async function getDiscoveryCreator(
  ctx: Ctx,
  id: number,
): Promise<TeamDiscoveryCreatorDetail> {
  const creator = await ctx.discovery.creator(id);
  if (!creator) throw AppError.notFound();
  const [marked] = await markCrmMembers(ctx.db, [creator]);
  return { ...creator, crm: marked?.crm ?? null };
}
