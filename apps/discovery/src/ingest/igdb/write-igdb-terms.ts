import type { DiscoveryTermKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { terms } from '../../db/schema.ts';
import { incoming } from '../../db/upsert-values.ts';

/** IGDB's endpoint for each term kind. */
export const IGDB_TERM_ENDPOINTS: Record<DiscoveryTermKind, string> = {
  genre: 'genres',
  theme: 'themes',
  keyword: 'keywords',
  platform: 'platforms',
  gameMode: 'game_modes',
  perspective: 'player_perspectives',
  company: 'companies',
};

export type IgdbTerm = { id: number; name?: string; slug?: string; updated_at?: number };

/** Upserts a page of terms; unchanged rows are not rewritten (a rerun changes nothing). */
export async function writeIgdbTerms(
  db: DiscoveryDb,
  kind: DiscoveryTermKind,
  page: readonly IgdbTerm[],
): Promise<number> {
  const values = page
    .filter((t) => t.name)
    .map((t) => {
      const name = t.name ?? '';
      return { kind, id: t.id, name, slug: t.slug ?? '', searchText: name.toLowerCase() };
    });
  if (values.length === 0) return 0;
  await db
    .insert(terms)
    .values(values)
    .onConflictDoUpdate({
      target: [terms.kind, terms.id],
      set: incoming(terms, ['name', 'slug', 'searchText']),
      setWhere: sql`(terms.name, terms.slug) is distinct from (excluded.name, excluded.slug)`,
    });
  return values.length;
}
