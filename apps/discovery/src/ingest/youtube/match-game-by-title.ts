import { sql } from 'drizzle-orm';
import type { DiscoveryDb } from '../../db/database.ts';
import { rows } from '../../db/sql-params.ts';

/**
 * The game a video title is about, by pg_trgm's word similarity (a game's name against the
 * best-matching stretch of the title: titles carry extra words, "Part 12", "Honour Mode").
 * `<%` is pg_trgm's word-similarity operator (threshold 0.6), served by the GIN trigram index.
 * The searched game wins ties; no game close enough gives null.
 */
export async function matchGameByTitle(
  db: DiscoveryDb,
  title: string,
  searchedGameId: number,
): Promise<number | null> {
  const text = title.toLowerCase();
  const [best] = await rows<{ id: number }>(
    db,
    sql`select g.id from discovery.games g where g.search_text <% ${text}
      order by word_similarity(g.search_text, ${text}) desc, (g.id = ${searchedGameId}) desc,
        length(g.search_text) desc, g.id
      limit 1`,
  );
  return best?.id ?? null;
}
