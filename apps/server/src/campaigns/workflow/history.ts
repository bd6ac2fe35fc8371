import { type WorkflowTransition, workflowTransition } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import { intArrayParam, rows } from '../../platform/index.ts';

/** A transition row as `transitionColumns` (and the dashboard's activity) select it. */
export type TransitionSqlRow = {
  id: string | number;
  influencer_id: number;
  action: string;
  from_status: number | null;
  to_status: number | null;
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  via: string;
  revenue_amount: string | number | null;
  /** Not selected by the dashboard's activity (null there). */
  note?: string | null;
  created_at: string | Date;
};

const transitionColumns = sql`t.id, t.influencer_id, t.action, t.from_status, t.to_status, t.actor_id,
  u.first_name as actor_first_name, u.last_name as actor_last_name, t.via, t.revenue_amount, t.note, t.created_at`;

/** A transition row as the contract's transition fields (not yet checked). */
export function transitionFields(row: TransitionSqlRow) {
  return {
    id: Number(row.id),
    action: row.action,
    fromStatus: row.from_status === null ? null : Number(row.from_status),
    toStatus: row.to_status === null ? null : Number(row.to_status),
    actor:
      row.actor_id !== null && row.actor_first_name !== null
        ? {
            id: Number(row.actor_id),
            name: `${row.actor_first_name} ${row.actor_last_name ?? ''}`.trim(),
          }
        : null,
    via: row.via,
    revenueAmount: row.revenue_amount === null ? null : Number(row.revenue_amount),
    note: row.note ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toTransition(row: TransitionSqlRow): WorkflowTransition {
  return workflowTransition.parse(transitionFields(row));
}

/** The query of loadLastTransitions (the benchmark runs it raw). */
export function lastTransitionsSql(campaignId: number, influencerIds: readonly number[]): SQL {
  return sql`
    select ${transitionColumns}
    from unnest(${intArrayParam(influencerIds)}) as x(id)
    cross join lateral (
      select * from campaign_influencer_transitions
      where campaign_id = ${campaignId} and influencer_id = x.id
      order by id desc limit 1
    ) t
    left join users u on u.id = t.actor_id`;
}

/** The newest transition of each influencer of a page (index campaign_transitions_row_idx). */
export async function loadLastTransitions(
  db: DbOrTx,
  campaignId: number,
  influencerIds: readonly number[],
): Promise<Map<number, WorkflowTransition>> {
  if (influencerIds.length === 0) return new Map();
  const last = await rows<TransitionSqlRow>(db, lastTransitionsSql(campaignId, influencerIds));
  return new Map(last.map((r) => [Number(r.influencer_id), toTransition(r)]));
}

/** Every transition of one influencer in one campaign, newest first. */
export async function loadHistory(
  db: DbOrTx,
  campaignId: number,
  influencerId: number,
): Promise<WorkflowTransition[]> {
  const history = await rows<TransitionSqlRow>(
    db,
    sql`
    select ${transitionColumns}
    from campaign_influencer_transitions t
    left join users u on u.id = t.actor_id
    where t.campaign_id = ${campaignId} and t.influencer_id = ${influencerId}
    order by t.id desc`,
  );
  return history.map(toTransition);
}
