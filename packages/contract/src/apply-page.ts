import { z } from 'zod';
import { channelUrl } from './channels.ts';
import { applyStateValues } from './endpoints/apply-page-routes.ts';
import { channelType } from './enums.ts';
import { email } from './fields.ts';
import {
  captureVerification,
  LEAD_MAGNET_ANSWER_MAX,
  LEAD_MAGNET_FIELDS_MAX,
  leadMagnetFieldType,
  leadMagnetType,
} from './lead-magnets.ts';

// The public apply page's API (no login; endpoints/apply-page.ts): a live-capture campaign's
// lead magnet at /apply/{slug}. An unknown slug, or a campaign that is not live-capturing
// (closed, deleted, flag off), answers 404 "Not found" and nothing else. Rate-limited per IP;
// CORS only for the lead magnet's allowed origins.

/** The web route of the page. */
export const APPLY_PAGE_ROUTE = '/apply/:slug';

export const applySlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{3,60}$/) });
/** A submission's public token: 128 random bits, base64url. */
export const applySubmissionParams = applySlugParams.extend({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
/** The signed token of the channel-confirmation link. */
export const applyConfirmParams = z.object({ token: z.string().min(16).max(400) });

/**
 * The sign-ins that prove a channel (issue 26): Google for a YouTube channel (read-only
 * YouTube scope, channels.list?mine=true), Twitch for a Twitch channel (Get Users).
 */
export const channelSignIn = z.enum(['google', 'twitch']);
export type ChannelSignIn = z.infer<typeof channelSignIn>;

/** GET …/submissions/{token}/sign-in/{provider}: the provider's consent page to go to. */
export const applySignInParams = applySubmissionParams.extend({ provider: channelSignIn });
export const applySignInStart = z.object({ url: z.string() });
export const applySignInCallbackParams = z.object({ provider: channelSignIn });

/**
 * How a sign-in ended, as the callback's redirect tells the page (`?signIn=`): `proven`, the
 * channel is the creator's; `noChannel`, the account owns no channel of that platform;
 * `taken`, the channel it owns already applied to this campaign; `failed`, the provider
 * refused or could not be reached (try again, or use the code).
 */
export const applySignInResult = z.enum(['proven', 'noChannel', 'taken', 'failed']);
export type ApplySignInResult = z.infer<typeof applySignInResult>;

/** Only what a creator may see: no team data, no other creators. */
export const publicApplyPage = z.object({
  slug: z.string(),
  type: leadMagnetType,
  /** The lead magnet's title, else the campaign's name. */
  title: z.string(),
  /** The lead magnet's intro, else the campaign's brief. */
  intro: z.string().nullable(),
  imageUrl: z.string().nullable(),
  productTitle: z.string().nullable(),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: leadMagnetFieldType,
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  verification: captureVerification,
  /** The sign-ins this installation offers to prove a channel (none when not asked for). */
  signIn: z.array(channelSignIn),
});
export type PublicApplyPage = z.infer<typeof publicApplyPage>;

/**
 * POST /public/apply/{slug}/submissions. `website` is a honeypot: people leave it empty (the
 * page hides it); a filled one is answered like any other and stored nowhere.
 */
export const applyRequest = z.object({
  email,
  channelUrl,
  fields: z
    .record(z.string().max(40), z.string().max(LEAD_MAGNET_ANSWER_MAX))
    .refine((fields) => Object.keys(fields).length <= LEAD_MAGNET_FIELDS_MAX, {
      error: 'Too many fields',
    })
    .default({}),
  website: z.string().max(2000).optional(),
});
export type ApplyRequest = z.input<typeof applyRequest>;

/**
 * Where a creator's submission stands, in the creator's terms. `processing`: the pipeline is
 * on it (poll again); `received`: a person will look at it (also the neutral answer to a
 * blocked creator); `verifyEmail`: click the link in the email just sent; `verifyCode`: put
 * `verificationCode` in the channel description, then ask for a check; `invited`: the invite
 * email with the key is on its way; `ad`: below the ads threshold, here is the ad;
 * `noKeysLeft`: every key is taken; `channelNotFound`: the channel does not exist.
 */
export const applyState = z.enum(applyStateValues);
export type ApplyState = z.infer<typeof applyState>;

export const publicSubmission = z.object({
  /** Polls this submission: GET .../submissions/{token}. */
  token: z.string(),
  state: applyState,
  channelType: channelType.nullable(),
  verificationCode: z.string().nullable(),
  ad: z
    .object({
      title: z.string().nullable(),
      description: z.string().nullable(),
      ctaLabel: z.string().nullable(),
      ctaUrl: z.string().nullable(),
    })
    .nullable(),
  /** The lead magnet's own thanks, when it has one. */
  message: z.string().nullable(),
});
export type PublicSubmission = z.infer<typeof publicSubmission>;
