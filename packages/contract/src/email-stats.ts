import { z } from 'zod';
import {
  campaignInfluencerStatus,
  emailStatStatus,
  emailTemplateType,
  enumValues,
} from './enums.ts';
import { bigId, counterFields, counters } from './fields.ts';
import { listRequest, listResponse } from './paging.ts';

/**
 * Where one email stands in the outbox. queued -> sending (a worker holds it) -> delivered
 * (the SMTP server answered 250) | error (permanent refusal, with the server's reason) |
 * skipped (the creator unsubscribed, or has no address, before it went out) | bounced
 * (accepted, then a delivery status notification came back, with the reason).
 */
export const EmailDeliveryState = {
  Queued: 'queued',
  Sending: 'sending',
  Delivered: 'delivered',
  Error: 'error',
  Skipped: 'skipped',
  /** Delivered, then its bounce came back to the sender's mailbox (issue 27). */
  Bounced: 'bounced',
} as const;
export type EmailDeliveryState = (typeof EmailDeliveryState)[keyof typeof EmailDeliveryState];
export const emailDeliveryState = z.enum(enumValues(EmailDeliveryState));

/**
 * One email's stat status: 'sent' while in the outbox (queued/sending), then 'delivered',
 * 'opened', 'clicked' (a click counts as an open too), or 'error'. Skipped emails are
 * 'error' with the reason. 'not_opened' is a total (delivered and never opened), not a row
 * status.
 */
export const emailKind = z.union([emailTemplateType, z.literal('custom')]);

/**
 * POST /campaign/{id}/email-stats: totals over the campaign's emails (optionally one kind).
 * sent = every email the campaign put in the outbox; queued = not out yet; delivered =
 * accepted by the SMTP server; opened / clicked = at least once (clicked implies opened);
 * not_opened = delivered - opened; error = refused or skipped; bounced = accepted, then
 * bounced back (no longer counted as delivered).
 */
export const emailStatsRequest = z.object({ kind: emailKind.optional() });
export type EmailStatsRequest = z.input<typeof emailStatsRequest>;
export const emailStatsTotals = counters(
  'sent',
  'queued',
  'delivered',
  'opened',
  'clicked',
  'error',
  'bounced',
  'not_opened',
);
export type EmailStatsTotals = z.infer<typeof emailStatsTotals>;

/** POST /campaign/{id}/email-stats/list: one row per creator who was emailed. */
export const emailStatsRow = z.object({
  influencer: z.object({
    id: z.number().int(),
    mediaName: z.string(),
    email: z.string().nullable(),
  }),
  /** The creator's workflow status in the campaign (null once removed). */
  status: campaignInfluencerStatus.nullable(),
  ...counterFields('sent', 'delivered', 'opened', 'clicked', 'error', 'bounced'),
  /** Status of the latest email. */
  lastStatus: emailStatStatus,
  lastSubject: z.string(),
  lastKind: emailKind,
  lastSentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  unsubscribed: z.boolean(),
});
export type EmailStatsRow = z.infer<typeof emailStatsRow>;
export const emailStatsSortFields = [
  'mediaName',
  'lastSentAt',
  'sent',
  'opened',
  'clicked',
] as const;
/** Search: media name, email. Filter lastStatus also takes 'not_opened'. Default: lastSentAt desc. */
export const emailStatsListRequest = listRequest([...emailStatsSortFields], {
  lastStatus: emailStatStatus,
  kind: emailKind,
});
export type EmailStatsListRequest = z.input<typeof emailStatsListRequest>;
export const emailStatsListResponse = listResponse(emailStatsRow);
export type EmailStatsListResponse = z.infer<typeof emailStatsListResponse>;

/** One email as the influencer's Email tab shows it. */
export const sentEmail = z.object({
  id: z.number().int(),
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: emailKind,
  /** Custom template name, when it was one. */
  templateName: z.string().nullable(),
  subject: z.string(),
  from: z.string(),
  to: z.string(),
  state: emailDeliveryState,
  status: emailStatStatus,
  /** The SMTP server's reason for an error (or why it was skipped). */
  error: z.string().nullable(),
  createdAt: z.string(),
  /** Accepted by the SMTP server. */
  deliveredAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
});
export type SentEmail = z.infer<typeof sentEmail>;
/** POST /influencer/{id}/emails: the creator's emails, newest first. */
export const influencerEmailsRequest = listRequest(['createdAt'], { state: emailDeliveryState });
export type InfluencerEmailsRequest = z.input<typeof influencerEmailsRequest>;
export const influencerEmailsResponse = listResponse(sentEmail).extend({
  /** The creator unsubscribed from campaign emails. */
  unsubscribed: z.boolean(),
  /**
   * The creator's address bounced hard (issue 27): the latest hard bounce's reason and time;
   * bulk sends skip the address. Null: it never did.
   */
  hardBounce: z.object({ reason: z.string().nullable(), at: z.string() }).nullable(),
});
export type InfluencerEmailsResponse = z.infer<typeof influencerEmailsResponse>;
/** GET /email/{id}: one email with what was sent. */
export const sentEmailDetail = sentEmail.extend({
  replyTo: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  messageId: z.string(),
});
export type SentEmailDetail = z.infer<typeof sentEmailDetail>;

/** GET /email/{id}: one email with its content. */
export const sentEmailParams = z.object({ id: bigId });

/**
 * Public tracking (no login), under API_BASE. Every link is HMAC-signed; an unsigned or
 * altered one answers 404 and is not followed. The click link carries its target, signed
 * with the email id, so it can never redirect elsewhere.
 */
export const trackingTokenParams = z.object({ token: z.string().max(64) });
/** The click redirect's target, signed into the token. */
export const trackingClickQuery = z.object({ u: z.string().max(4000) });
