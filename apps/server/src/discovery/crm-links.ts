import type { CampaignInfluencerStatus, DiscoveryCreator, DiscoveryCrmLink } from '@app/contract';
import { sql } from 'drizzle-orm';
import { jsonParam } from '../crm/index.ts';
import type { DbOrTx } from '../platform/index.ts';
import { intArrayParam, rows } from '../platform/index.ts';
import { channelIdentityOf } from './channel-identity.ts';

type Creator = Pick<DiscoveryCreator, 'id' | 'platform' | 'platformId' | 'handle'>;

/**
 * The CRM influencer holding each creator's channel (same platform and external id, or the
 * same lookup key: the resolved 'id:…' or a hand-added handle/login), in one statement for
 * any number of creators. A resolved match wins over a handle match.
 */
export async function matchCrmInfluencers(
  db: DbOrTx,
  creators: readonly Creator[],
): Promise<Map<number, number>> {
  if (creators.length === 0) return new Map();
  const wanted = creators.map((c) => ({ creator_id: c.id, ...identityColumns(c) }));
  const found = await rows<{ creator_id: number | string; influencer_id: number }>(
    db,
    sql`select w.creator_id, m.influencer_id
      from jsonb_to_recordset(${jsonParam(wanted)})
        as w(creator_id bigint, type smallint, external_id text, id_key text, handle_key text)
      join lateral (
        select ch.influencer_id from channels ch
        where ch.type = w.type
          and (ch.external_id = w.external_id or ch.lookup_key = w.id_key
            or ch.lookup_key = w.handle_key)
        order by (ch.external_id = w.external_id or ch.lookup_key = w.id_key) desc, ch.id
        limit 1
      ) m on true`,
  );
  return new Map(found.map((r) => [Number(r.creator_id), Number(r.influencer_id)]));
}

function identityColumns(creator: Creator) {
  const identity = channelIdentityOf(creator);
  return {
    type: identity.type,
    external_id: identity.externalId,
    id_key: identity.idKey,
    handle_key: identity.handleKey,
  };
}

/**
 * Each creator's CRM link (influencer, its lists and campaigns with the Workflow status) or
 * null: a constant number of statements per page, never one per creator.
 */
export async function crmLinksOf(
  db: DbOrTx,
  creators: readonly Creator[],
): Promise<Map<number, DiscoveryCrmLink>> {
  const matched = await matchCrmInfluencers(db, creators);
  const influencerIds = [...new Set(matched.values())];
  if (influencerIds.length === 0) return new Map();
  const details = await rows<{
    influencer_id: number;
    lists: { id: number; name: string }[];
    campaigns: { id: number; name: string; status: CampaignInfluencerStatus }[];
  }>(
    db,
    sql`select x.id as influencer_id,
        coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by lower(l.name), l.id)
          from list_influencers li join lists l on l.id = li.list_id
          where li.influencer_id = x.id), '[]'::json) as lists,
        coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'status', ci.status) order by c.id desc)
          from campaign_influencers ci join campaigns c on c.id = ci.campaign_id
          where ci.influencer_id = x.id), '[]'::json) as campaigns
      from unnest(${intArrayParam(influencerIds)}) as x(id)`,
  );
  const byInfluencer = new Map(details.map((d) => [Number(d.influencer_id), d]));
  const links = new Map<number, DiscoveryCrmLink>();
  for (const [creatorId, influencerId] of matched) {
    const detail = byInfluencer.get(influencerId);
    links.set(creatorId, {
      influencerId,
      lists: detail?.lists ?? [],
      campaigns: detail?.campaigns ?? [],
    });
  }
  return links;
}

/** The creators with their `crm` mark. */
export async function markCrmMembers<C extends Creator>(
  db: DbOrTx,
  creators: readonly C[],
): Promise<(C & { crm: DiscoveryCrmLink | null })[]> {
  const links = await crmLinksOf(db, creators);
  return creators.map((c) => ({ ...c, crm: links.get(c.id) ?? null }));
}
