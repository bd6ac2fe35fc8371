import type { DiscoveryTermKind, DiscoveryTermRef } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { intArrayParam } from '../db/sql-params.ts';

/** The games column holding each kind's IGDB ids (fixed names: never from input). */
export const termColumn: Record<DiscoveryTermKind, string> = {
  genre: 'genre_ids',
  theme: 'theme_ids',
  keyword: 'keyword_ids',
  platform: 'platform_ids',
  gameMode: 'game_mode_ids',
  perspective: 'perspective_ids',
  company: 'company_ids',
};

/** The terms grouped by kind: { genre: [12, 31], platform: [6] }. */
export function idsByKind(terms: readonly DiscoveryTermRef[]): Map<DiscoveryTermKind, number[]> {
  const byKind = new Map<DiscoveryTermKind, number[]>();
  for (const term of terms) byKind.set(term.kind, [...(byKind.get(term.kind) ?? []), term.id]);
  return byKind;
}

/** Games (alias `g`) carrying any of the terms: one GIN overlap per kind, OR-ed. */
export function carriesAnyTerm(terms: readonly DiscoveryTermRef[]): SQL {
  const parts = [...idsByKind(terms)].map(
    ([kind, ids]) => sql`g.${sql.identifier(termColumn[kind])} && ${intArrayParam(ids)}`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The ids of the games carrying any of the terms, from game_terms (the games' term arrays as
 * rows, kept by triggers): one (kind, term_id) index range per kind.
 */
export function gamesWithAnyTerm(terms: readonly DiscoveryTermRef[]): SQL {
  const parts = [...idsByKind(terms)].map(
    ([kind, ids]) => sql`(gt.kind = ${kind} and gt.term_id = any(${intArrayParam(ids)}))`,
  );
  return sql`select gt.game_id from discovery.game_terms gt where ${sql.join(parts, sql` or `)}`;
}

/** Games (alias `g`) carrying every one of the terms: one GIN containment per kind, AND-ed. */
export function carriesEveryTerm(terms: readonly DiscoveryTermRef[]): SQL {
  const parts = [...idsByKind(terms)].map(
    ([kind, ids]) => sql`g.${sql.identifier(termColumn[kind])} @> ${intArrayParam(ids)}`,
  );
  return sql`(${sql.join(parts, sql` and `)})`;
}
