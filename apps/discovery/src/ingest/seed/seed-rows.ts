import { z } from 'zod';

// One schema for both formats: CSV cells arrive as text, NDJSON values as JSON, so numbers
// are coerced and id lists accept an array or "12;31" text.

const count = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be 0 or more' });
const text = z
  .union([z.string(), z.number()], { error: 'must be text' })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, { error: 'must not be empty' }));
const optionalText = text.optional();
const idList = z
  .union([z.array(z.unknown()), z.string()])
  .transform((v) => (typeof v === 'string' ? v.split(/[;|]/).filter((s) => s.trim() !== '') : v))
  .pipe(z.array(z.coerce.number().int().positive({ error: 'must hold positive whole numbers' })))
  .optional();

const platform = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().toLowerCase())
  .pipe(
    z
      .enum(['1', '2', 'youtube', 'twitch'], { error: 'must be youtube or twitch' })
      .transform((p) => (p === '1' || p === 'youtube' ? 1 : 2)),
  );

const isoDate = z.coerce
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'must be an ISO 8601 date' });

export const seedCreatorRow = z.object({
  type: z.literal('creator'),
  platform,
  platformId: text,
  handle: optionalText,
  displayName: text,
  description: optionalText,
  avatarUrl: optionalText,
  url: optionalText,
  language: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, { error: 'must be an ISO 639-1 code' })
    .transform((v) => v.toLowerCase())
    .optional(),
  country: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, { error: 'must be an ISO 3166-1 alpha-2 code' })
    .transform((v) => v.toUpperCase())
    .optional(),
  followers: count.optional(),
  followers30dAgo: count.optional(),
  avgViewers: count.optional(),
  peakViewers: count.optional(),
  views: count.optional(),
  videos: count.optional(),
  lastActiveAt: isoDate.optional(),
});

export const seedGameRow = z
  .object({
    type: z.literal('game'),
    igdbId: z.coerce
      .number()
      .int()
      .positive({ error: 'must be a positive whole number' })
      .optional(),
    twitchGameId: optionalText,
    name: text,
    slug: optionalText,
    summary: optionalText,
    coverUrl: optionalText,
    firstReleaseDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be YYYY-MM-DD' })
      .optional(),
    genreIds: idList,
    themeIds: idList,
    keywordIds: idList,
    platformIds: idList,
    gameModeIds: idList,
    perspectiveIds: idList,
    companyIds: idList,
    popularity: z.coerce.number({ error: 'must be a number' }).optional(),
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
    platformId: text,
    igdbId: z.coerce
      .number()
      .int()
      .positive({ error: 'must be a positive whole number' })
      .optional(),
    twitchGameId: optionalText,
    lastPlayedAt: isoDate,
    firstPlayedAt: isoDate.optional(),
    sessions: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be 1 or more' })
      .optional(),
    avgViewers: count.optional(),
    peakViewers: count.optional(),
  })
  .refine((p) => p.igdbId !== undefined || p.twitchGameId, {
    error: 'igdbId or twitchGameId is required',
    path: ['igdbId'],
  })
  .refine((p) => !p.firstPlayedAt || Date.parse(p.firstPlayedAt) <= Date.parse(p.lastPlayedAt), {
    error: 'must not be after lastPlayedAt',
    path: ['firstPlayedAt'],
  });

export type SeedCreator = z.infer<typeof seedCreatorRow>;
export type SeedGame = z.infer<typeof seedGameRow>;
export type SeedPlayed = z.infer<typeof seedPlayedRow>;
export type SeedRow = SeedCreator | SeedGame | SeedPlayed;

const schemas = { creator: seedCreatorRow, game: seedGameRow, played: seedPlayedRow } as const;

/**
 * A record as a creator, game or played row, or the reason it is refused (first problem,
 * field named).
 */
export function parseSeedRow(
  value: Record<string, unknown>,
): { row: SeedRow } | { reason: string } {
  const schema =
    typeof value.type === 'string' && Object.hasOwn(schemas, value.type)
      ? schemas[value.type as keyof typeof schemas]
      : null;
  if (schema === null) return { reason: 'type: must be creator, game or played' };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { row: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || 'row';
  const top = issue?.path[0];
  const missing = typeof top === 'string' && value[top] === undefined && issue?.code !== 'custom';
  return { reason: `${field}: ${missing ? 'is required' : (issue?.message ?? 'is invalid')}` };
}
