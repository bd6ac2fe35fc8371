import { z } from 'zod';

/*
 * IGDB v4 (https://api-docs.igdb.com): answers are JSON arrays of the fields asked for
 * (Apicalypse `fields`), ids as numbers, dates as Unix seconds. At most 500 rows a page
 * (`limit 500`); 4 requests a second and 8 open at once, else 429.
 */
export const IGDB_MAX_LIMIT = 500;
export const IGDB_REQUESTS_PER_SECOND = 4;
export const IGDB_MAX_OPEN_REQUESTS = 8;

/** Game: the fields the discovery ingest asks for. */
export const igdbGame = z.looseObject({
  id: z.number().int(),
  name: z.string().optional(),
  slug: z.string().optional(),
  summary: z.string().optional(),
  cover: z.looseObject({ id: z.number().int(), image_id: z.string().optional() }).optional(),
  first_release_date: z.number().int().optional(),
  genres: z.array(z.number().int()).optional(),
  themes: z.array(z.number().int()).optional(),
  keywords: z.array(z.number().int()).optional(),
  platforms: z.array(z.number().int()).optional(),
  game_modes: z.array(z.number().int()).optional(),
  player_perspectives: z.array(z.number().int()).optional(),
  involved_companies: z
    .array(z.looseObject({ id: z.number().int(), company: z.number().int().optional() }))
    .optional(),
  total_rating_count: z.number().optional(),
  updated_at: z.number().int().optional(),
});
/** Genre, Theme, Keyword, Platform, Game Mode, Player Perspective, Company: id, name, slug. */
export const igdbTerm = z.looseObject({
  id: z.number().int(),
  name: z.string().optional(),
  slug: z.string().optional(),
  updated_at: z.number().int().optional(),
});
export const igdbGames = z.array(igdbGame).max(IGDB_MAX_LIMIT);
export const igdbTerms = z.array(igdbTerm).max(IGDB_MAX_LIMIT);

export type IgdbGame = z.output<typeof igdbGame>;
export type IgdbTerm = z.output<typeof igdbTerm>;

/** A refused query: [{"title":"Syntax Error","status":400,"cause":"…"}]. */
export const igdbQueryError = z.array(
  z.looseObject({ title: z.string(), status: z.number(), cause: z.string().optional() }),
);
