import { DISCOVERY_TERM_KINDS } from '@app/contract';
import { z } from 'zod';
import { seedDate, seedInstant } from './seed-dates.ts';

// One schema for both formats: CSV cells arrive as text, NDJSON values as JSON, so numbers
// are coerced and id lists accept an array or "12;31" text. Every field is checked against
// what its column holds (apps/discovery/src/db/schema.ts), so a row that passes is a row the
// database stores: text without NUL and within its size, integers within int4 or the safe
// range of int8, real calendar dates (seed-dates.ts).

/** int4 columns: avg_viewers, peak_viewers, videos, sessions, igdb_id, the term ids. */
export const INT4_MAX = 2_147_483_647;
/** int8 columns (followers, views) as JavaScript numbers: exact up to 2^53 - 1. */
const INT8_SAFE_MAX = Number.MAX_SAFE_INTEGER;
/** real (float4) columns: popularity. */
const REAL_MAX = 3.4e38;
/** Ids one list may hold (a game's keywords are the longest: IGDB has games with ~400). */
const ID_LIST_MAX = 1000;

/** Sizes of text fields, in characters. */
export const TEXT_LIMITS = { id: 200, name: 500, url: 2048, description: 20_000 } as const;

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be ${min} or more` })
    .max(max, { error: `must be at most ${max}` });

const count = whole(0, INT4_MAX);
const bigCount = whole(0, INT8_SAFE_MAX);
const positiveId = whole(1, INT4_MAX);

/** Text (a number is taken as its digits), trimmed: one transform, as this runs per field. */
const text = (max: number) =>
  z.unknown().transform((v, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (v === undefined) return fail('is required');
    if (typeof v !== 'string' && typeof v !== 'number') return fail('must be text');
    const s = String(v).trim();
    if (s === '') return fail('must not be empty');
    if (s.length > max) return fail(`must be at most ${max} characters`);
    // PostgreSQL text cannot hold U+0000.
    if (s.includes('\u0000')) return fail('must not contain the NUL character (\\u0000)');
    return s;
  });

const idList = z
  .union([z.array(z.unknown()), z.string()], { error: 'must be a list of ids' })
  .transform((v) => (typeof v === 'string' ? v.split(/[;|]/).filter((s) => s.trim() !== '') : v))
  .pipe(
    z
      .array(
        z.coerce
          .number({ error: 'must hold whole numbers' })
          .int({ error: 'must hold whole numbers' })
          .min(1, { error: 'must hold positive whole numbers' })
          .max(INT4_MAX, { error: `must hold ids of at most ${INT4_MAX}` }),
      )
      .max(ID_LIST_MAX, { error: `must hold at most ${ID_LIST_MAX} ids` }),
  )
  .optional();

const platform = z
  .union([z.string(), z.number()], { error: 'must be youtube or twitch' })
  .transform((v) => String(v).trim().toLowerCase())
  .pipe(
    z
      .enum(['1', '2', 'youtube', 'twitch'], { error: 'must be youtube or twitch' })
      .transform((p) => (p === '1' || p === 'youtube' ? 1 : 2)),
  );

export const seedCreatorRow = z.object({
  type: z.literal('creator'),
  platform,
  platformId: text(TEXT_LIMITS.id),
  handle: text(TEXT_LIMITS.name).optional(),
  displayName: text(TEXT_LIMITS.name),
  description: text(TEXT_LIMITS.description).optional(),
  avatarUrl: text(TEXT_LIMITS.url).optional(),
  url: text(TEXT_LIMITS.url).optional(),
  language: z
    .string({ error: 'must be an ISO 639-1 code' })
    .regex(/^[a-zA-Z]{2}$/, { error: 'must be an ISO 639-1 code' })
    .transform((v) => v.toLowerCase())
    .optional(),
  country: z
    .string({ error: 'must be an ISO 3166-1 alpha-2 code' })
    .regex(/^[a-zA-Z]{2}$/, { error: 'must be an ISO 3166-1 alpha-2 code' })
    .transform((v) => v.toUpperCase())
    .optional(),
  followers: bigCount.optional(),
  followers30dAgo: bigCount.optional(),
  avgViewers: count.optional(),
  peakViewers: count.optional(),
  views: bigCount.optional(),
  videos: count.optional(),
  lastActiveAt: seedInstant.optional(),
});

export const seedGameRow = z
  .object({
    type: z.literal('game'),
    igdbId: positiveId.optional(),
    twitchGameId: text(TEXT_LIMITS.id).optional(),
    name: text(TEXT_LIMITS.name),
    slug: text(TEXT_LIMITS.name).optional(),
    summary: text(TEXT_LIMITS.description).optional(),
    coverUrl: text(TEXT_LIMITS.url).optional(),
    firstReleaseDate: seedDate.optional(),
    genreIds: idList,
    themeIds: idList,
    keywordIds: idList,
    platformIds: idList,
    gameModeIds: idList,
    perspectiveIds: idList,
    companyIds: idList,
    popularity: z.coerce
      .number({ error: 'must be a number' })
      .min(-REAL_MAX, { error: 'must be a finite number' })
      .max(REAL_MAX, { error: 'must be a finite number' })
      .optional(),
  })
  .refine((g) => g.igdbId !== undefined || g.twitchGameId, {
    error: 'igdbId or twitchGameId is required',
    path: ['igdbId'],
  });

/**
 * A creator played a game: the creator by platform + platformId, the game by igdbId (else
 * twitchGameId), both already in the index. firstPlayedAt defaults to lastPlayedAt, sessions
 * to 1.
 */
export const seedPlayedRow = z
  .object({
    type: z.literal('played'),
    platform,
    platformId: text(TEXT_LIMITS.id),
    igdbId: positiveId.optional(),
    twitchGameId: text(TEXT_LIMITS.id).optional(),
    lastPlayedAt: seedInstant,
    firstPlayedAt: seedInstant.optional(),
    sessions: whole(1, INT4_MAX).optional(),
    avgViewers: count.optional(),
    peakViewers: count.optional(),
  })
  .refine((p) => p.igdbId !== undefined || p.twitchGameId, {
    error: 'igdbId or twitchGameId is required',
    path: ['igdbId'],
  })
  // Both are ISO 8601 UTC strings of one shape here: they compare as the instants do.
  .refine((p) => !p.firstPlayedAt || p.firstPlayedAt <= p.lastPlayedAt, {
    error: 'must not be after lastPlayedAt',
    path: ['firstPlayedAt'],
  });

/** A term's name (IGDB's genres, platforms, ...), so the games' ids show as names. */
export const seedTermRow = z.object({
  type: z.literal('term'),
  kind: z.enum(DISCOVERY_TERM_KINDS, {
    error: `must be one of ${DISCOVERY_TERM_KINDS.join(', ')}`,
  }),
  id: positiveId,
  name: text(TEXT_LIMITS.name),
  slug: text(TEXT_LIMITS.name).optional(),
});

export type SeedCreator = z.infer<typeof seedCreatorRow>;
export type SeedGame = z.infer<typeof seedGameRow>;
export type SeedPlayed = z.infer<typeof seedPlayedRow>;
export type SeedTerm = z.infer<typeof seedTermRow>;
export type SeedRow = SeedCreator | SeedGame | SeedPlayed | SeedTerm;

const schemas = {
  creator: seedCreatorRow,
  game: seedGameRow,
  played: seedPlayedRow,
  term: seedTermRow,
} as const;

/** Why a row is refused: the field (null: the row as a whole) and the reason. */
export type SeedRefusal = { field: string | null; message: string };

/**
 * A record as a creator, game, played or term row, or why it is refused (the first problem,
 * its field named). A null value is a missing one, as an empty CSV cell.
 */
export function parseSeedRow(record: Record<string, unknown>): { row: SeedRow } | SeedRefusal {
  const value = Object.values(record).includes(null)
    ? Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null))
    : record;
  const schema =
    typeof value.type === 'string' && Object.hasOwn(schemas, value.type)
      ? schemas[value.type as keyof typeof schemas]
      : null;
  if (schema === null) return { field: 'type', message: 'must be creator, game, played or term' };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { row: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || null;
  const top = issue?.path[0];
  const missing = typeof top === 'string' && value[top] === undefined && issue?.code !== 'custom';
  return { field, message: missing ? 'is required' : (issue?.message ?? 'is invalid') };
}

/** A refusal as one line: "field: reason". */
export function refusalText(refusal: SeedRefusal): string {
  return refusal.field ? `${refusal.field}: ${refusal.message}` : refusal.message;
}
