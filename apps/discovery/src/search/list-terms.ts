import type {
  DiscoveryTermKind,
  DiscoveryTermListQuery,
  DiscoveryTermListResponse,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../db/database.ts';
import { foldedPattern, rows } from '../db/sql-params.ts';
import { termColumn } from './term-columns.ts';

/** POST /game/term/{x}/list: terms of one kind, by name (default) or by how many games. */
export async function listTerms(
  db: DiscoveryDb,
  kind: DiscoveryTermKind,
  query: DiscoveryTermListQuery,
): Promise<DiscoveryTermListResponse> {
  const conditions = [sql`t.kind = ${kind}`];
  if (query.search) {
    conditions.push(sql`t.search_text like ${foldedPattern(query.search, 'contains')}`);
  }
  const where = sql.join(conditions, sql` and `);
  const order =
    query.sort?.field === 'gamesCount'
      ? sql`t.games_count ${query.sort.order === 'asc' ? sql`asc` : sql`desc`}, t.name, t.id`
      : sql`t.name ${query.sort?.order === 'desc' ? sql`desc` : sql`asc`}, t.id`;
  const [page, total] = await Promise.all([
    rows<{ id: number; name: string; slug: string; games_count: number }>(
      db,
      sql`select t.id, t.name, t.slug, t.games_count from discovery.terms t where ${where}
        order by ${order} limit ${query.pageSize} offset ${query.page * query.pageSize}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from discovery.terms t where ${where}`),
  ]);
  return {
    items: page.map((t) => ({
      kind,
      id: t.id,
      name: t.name,
      slug: t.slug,
      gamesCount: t.games_count,
    })),
    total: total[0]?.n ?? 0,
  };
}

/**
 * Recounts `terms.games_count` from the games' term arrays: the ingest calls it after a run
 * (one grouped pass over the games per kind), so the term list sorts by it without counting.
 */
export async function refreshTermGameCounts(db: DiscoveryDb): Promise<void> {
  for (const [kind, column] of Object.entries(termColumn)) {
    await db.execute(sql`update discovery.terms t set games_count = coalesce(counted.n, 0)
      from discovery.terms t2
      left join (select unnest(g.${sql.identifier(column)}) as id, count(*)::int as n
                 from discovery.games g group by 1) counted on counted.id = t2.id
      where t2.kind = ${kind} and t.kind = t2.kind and t.id = t2.id
        and t.games_count is distinct from coalesce(counted.n, 0)`);
  }
}
