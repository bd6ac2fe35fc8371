import { z } from 'zod';
import { emailTemplateType } from './email-templates.ts';
import { EmailStatStatus, enumValues } from './enums.ts';
import { listRequest, listResponse } from './paging.ts';
import { campaignInfluencerStatus } from './workflow.ts';

export const emailStatStatus = z.enum(enumValues(EmailStatStatus));
export const emailStatStatusLabel: Record<EmailStatStatus, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  error: 'Error',
  not_opened: 'Not opened',
};

/**
 * Where one email stands in the outbox. queued -> sending (a worker holds it) -> delivered
 * (the SMTP server answered 250) | error (permanent refusal, with the server's reason) |
 * skipped (the creator unsubscribed, or has no address, before it went out).
 */
export const EmailDeliveryState = {
  Queued: 'queued',
  Sending: 'sending',
  Delivered: 'delivered',
  Error: 'error',
  Skipped: 'skipped',
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
 * not_opened = delivered - opened; error = refused or skipped.
 */
export const emailStatsRequest = z.object({ kind: emailKind.optional() });
export type EmailStatsRequest = z.input<typeof emailStatsRequest>;
export const emailStatsTotals = z.object({
  sent: z.number().int(),
  queued: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  error: z.number().int(),
  not_opened: z.number().int(),
});
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
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  error: z.number().int(),
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

/**
 * Public tracking (no login), under API_BASE. Every link is HMAC-signed; an unsigned or
 * altered one answers 404 and is not followed. The click link carries its target, signed
 * with the email id, so it can never redirect elsewhere.
 */
export const PUBLIC_EMAIL_OPEN_PATH = '/public/email/open/{token}';
export const PUBLIC_EMAIL_CLICK_PATH = '/public/email/click/{token}';
/** GET shows a confirm button; POST (also RFC 8058 one-click) unsubscribes. */
export const PUBLIC_EMAIL_UNSUBSCRIBE_PATH = '/public/email/unsubscribe/{token}';
