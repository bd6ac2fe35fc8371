import { z } from 'zod';

/*
 * Twitch Helix, from the API reference (https://dev.twitch.tv/docs/api/reference): each
 * field with the reference's name and JSON type. Unknown fields pass (Twitch adds fields);
 * the fields the reference marks deprecated (view_count) are optional.
 */

/** Every list answer: `data`, and `pagination.cursor` when there is another page. */
const page = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    data: z.array(item),
    pagination: z.looseObject({ cursor: z.string().optional() }).optional(),
  });

/** Get Users. */
export const helixUser = z.looseObject({
  id: z.string(),
  login: z.string(),
  display_name: z.string(),
  type: z.string(),
  broadcaster_type: z.string(),
  description: z.string(),
  profile_image_url: z.string(),
  offline_image_url: z.string(),
  view_count: z.number().optional(),
  email: z.string().optional(),
  created_at: z.string(),
});
export const helixUsers = z.looseObject({ data: z.array(helixUser) });

/** Get Channel Information. */
export const helixChannel = z.looseObject({
  broadcaster_id: z.string(),
  broadcaster_login: z.string(),
  broadcaster_name: z.string(),
  broadcaster_language: z.string(),
  game_id: z.string(),
  game_name: z.string(),
  title: z.string(),
  delay: z.number().optional(),
  tags: z.array(z.string()).optional(),
  content_classification_labels: z.array(z.string()).optional(),
  is_branded_content: z.boolean().optional(),
});
export const helixChannels = z.looseObject({ data: z.array(helixChannel) });

/**
 * Get Channel Followers. With an app access token (no moderator:read:followers user token)
 * Twitch answers `total` and an empty `data`: the count is all the product reads.
 */
export const helixFollower = z.looseObject({
  user_id: z.string(),
  user_login: z.string(),
  user_name: z.string(),
  followed_at: z.string(),
});
export const helixFollowers = page(helixFollower).extend({ total: z.number().int().min(0) });

/** Get Videos. */
export const helixVideo = z.looseObject({
  id: z.string(),
  stream_id: z.string().nullable(),
  user_id: z.string(),
  user_login: z.string(),
  user_name: z.string(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  published_at: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
  viewable: z.string(),
  view_count: z.number(),
  language: z.string(),
  type: z.string(),
  duration: z.string(),
  muted_segments: z.array(z.looseObject({ duration: z.number(), offset: z.number() })).nullable(),
});
export const helixVideos = page(helixVideo);

/** Get Top Games (and Get Games). */
export const helixGame = z.looseObject({
  id: z.string(),
  name: z.string(),
  box_art_url: z.string(),
  igdb_id: z.string(),
});
export const helixGames = page(helixGame);

/** Get Streams. */
export const helixStream = z.looseObject({
  id: z.string(),
  user_id: z.string(),
  user_login: z.string(),
  user_name: z.string(),
  game_id: z.string(),
  game_name: z.string(),
  type: z.string(),
  title: z.string(),
  tags: z.array(z.string()).nullish(),
  viewer_count: z.number(),
  started_at: z.string(),
  language: z.string(),
  thumbnail_url: z.string(),
  is_mature: z.boolean().optional(),
});
export const helixStreams = page(helixStream);

export type HelixUser = z.output<typeof helixUser>;
export type HelixChannel = z.output<typeof helixChannel>;
export type HelixVideo = z.output<typeof helixVideo>;
export type HelixGame = z.output<typeof helixGame>;
export type HelixStream = z.output<typeof helixStream>;

/** Helix's (and IGDB's gateway's) error: {"error":"Unauthorized","status":401,"message":"…"}. */
export const helixErrorBody = z.looseObject({
  error: z.string().optional(),
  status: z.number().optional(),
  message: z.string(),
});

/**
 * The app's points bucket (Helix "Rate limits"): 800 points a minute for an app access
 * token, Ratelimit-Reset an epoch second. Read from every answer, 429 or not.
 */
export type HelixRateLimit = { limit: number; remaining: number; resetAt: Date };

export function helixRateLimit(headers: Headers): HelixRateLimit | null {
  const limit = Number(headers.get('ratelimit-limit'));
  const remaining = Number(headers.get('ratelimit-remaining'));
  const reset = Number(headers.get('ratelimit-reset'));
  if (!headers.has('ratelimit-limit') || ![limit, remaining, reset].every(Number.isFinite)) {
    return null;
  }
  return { limit, remaining, resetAt: new Date(reset * 1000) };
}

/**
 * Twitch OAuth client-credentials grant (https://dev.twitch.tv/docs/authentication/
 * getting-tokens-oauth/#client-credentials-grant-flow): POST id.twitch.tv/oauth2/token.
 */
export const twitchAppToken = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  token_type: z.string(),
});
/** Its refusal: {"status":400,"message":"invalid client secret"}. */
export const twitchOauthError = z.looseObject({ status: z.number(), message: z.string() });
