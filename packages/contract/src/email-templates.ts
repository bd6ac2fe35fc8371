import { z } from 'zod';
import { userRef } from './campaigns.ts';
import { CampaignInfluencerStatus, campaignInfluencerStatus, emailTemplateType } from './enums.ts';
import { counters, id, requiredString, rowId, timestamps } from './fields.ts';
import { itemsResponse, listResponse, listSearch } from './paging.ts';

/**
 * Replacement variables: `{{token}}` in a subject or body. Anything else between `{{ }}` is
 * refused at save time, naming the variable. Missing values: firstName falls back to the
 * first word of the influencer's name, then to the media name; fullName to
 * "first last", then name, then the media name; lastName to "" ; key and inviteLink are
 * empty outside emails that carry them.
 */
export const templateVariables = [
  { name: 'influencer.fullName', label: 'Influencer full name' },
  { name: 'influencer.firstName', label: 'Influencer first name' },
  { name: 'influencer.lastName', label: 'Influencer last name' },
  { name: 'influencer.mediaName', label: 'Media name' },
  { name: 'campaign.name', label: 'Campaign name' },
  { name: 'key', label: 'Key' },
  { name: 'inviteLink', label: 'Invite link' },
] as const;
export type TemplateVariableName = (typeof templateVariables)[number]['name'];
export const templateVariableToken = (name: string) => `{{${name}}}`;

/** `{{ name }}` occurrences (spaces inside the braces allowed). */
export const TEMPLATE_VARIABLE_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Names between `{{ }}` that are not template variables, each once, in order. */
export function unknownTemplateVariables(
  text: string,
  variables: readonly { name: string }[] = templateVariables,
): string[] {
  const known = new Set<string>(variables.map((v) => v.name));
  const unknown: string[] = [];
  for (const match of text.matchAll(TEMPLATE_VARIABLE_PATTERN)) {
    const name = match[1] ?? '';
    if (!known.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

export const emailTemplateMessages = {
  /** On fields.subject / fields.body. */
  unknownVariable: (name: string) => `Unknown variable {{${name}}}`,
  unknownVariables: (names: string[]) =>
    `Unknown variables ${names.map((n) => `{{${n}}}`).join(', ')}`,
  /** SPEC 5. */
  nameTaken: 'Template with this name already exists',
  noSender:
    'No sender account: connect one under Settings > Manager Emails, or set the campaign sender',
  noRecipients: 'No creator matches the filter',
  influencerNotInCampaign: 'Influencer is not in current campaign',
} as const;

const subject = requiredString(300);
/** HTML from the editor; sanitized on save (no scripts, event handlers, javascript: URLs). */
const body = z
  .string()
  .max(200_000, { error: 'Must be 200000 characters or less' })
  .refine((v) => v.trim().length > 0, { error: 'Value is required' });

export const emailTemplateTypeParams = z.object({ id, type: emailTemplateType });

/** GET /campaign/{id}/email-template/custom-content/{type}: the campaign's or the default. */
export const emailContent = z.object({
  type: emailTemplateType,
  subject: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  /** The campaign overrides the default content. */
  isCustom: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: userRef.nullable(),
});
export type EmailContent = z.infer<typeof emailContent>;

/** GET /campaign/{id}/email-template/types: each type's content without its body, labelled. */
export const emailTemplateTypeItem = emailContent
  .pick({ type: true, isCustom: true, subject: true, updatedAt: true })
  .extend({ label: z.string() });
export const emailTemplateTypesResponse = itemsResponse(emailTemplateTypeItem);
export type EmailTemplateTypesResponse = z.infer<typeof emailTemplateTypesResponse>;
/**
 * POST /campaign/{id}/email-template/custom-content/{type}: saves (answers what was stored,
 * sanitized). `reset: true` drops the campaign's content and answers the default.
 */
export const saveEmailContentRequest = z.union([
  z.object({ reset: z.literal(true) }),
  z.object({ subject, body }),
]);
export type SaveEmailContentRequest = z.input<typeof saveEmailContentRequest>;

/**
 * POST /campaign/{id}/email-template/preview/{type}?asTemplate=: the email as it would go
 * out. asTemplate=true renders with a sample creator ("Alex Rivera", media "PixelPioneer");
 * false renders for `influencerId` (a creator of the campaign), or the campaign's first
 * creator. `subject`/`body` preview unsaved editor content; `templateId` a custom template.
 */
export const emailPreviewQuery = z.object({
  asTemplate: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export const emailPreviewRequest = z.object({
  influencerId: rowId.optional(),
  templateId: rowId.optional(),
  subject: z.string().max(300).optional(),
  body: z.string().max(200_000).optional(),
});
export type EmailPreviewRequest = z.input<typeof emailPreviewRequest>;
export const emailPreviewResponse = z.object({
  subject: z.string(),
  /**
   * Sanitized HTML, variables replaced by the renderer the sends use, with the unsubscribe
   * footer every campaign email carries (its link, personal to each email, is "#" here).
   */
  html: z.string(),
  /** The plain-text alternative sent with it, footer included. */
  text: z.string(),
  /** Whose data filled the variables; null for the sample. */
  influencer: z.object({ id: z.number().int(), mediaName: z.string() }).nullable(),
  from: z.string().nullable(),
  replyTo: z.string().nullable(),
});
export type EmailPreviewResponse = z.infer<typeof emailPreviewResponse>;

/** Custom templates of a campaign: a name (unique per campaign, any case), subject and body. */
export const customEmailTemplate = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdBy: userRef.nullable(),
  ...timestamps,
});
export type CustomEmailTemplate = z.infer<typeof customEmailTemplate>;
/** GET /campaign/{id}/email-template/custom-templates: by name. */
export const customEmailTemplateListResponse = listResponse(customEmailTemplate);
export type CustomEmailTemplateListResponse = z.infer<typeof customEmailTemplateListResponse>;
/**
 * POST /campaign/{id}/email-template/custom-templates: creates, or with `id` replaces that
 * template. A taken name: 400 'Template with this name already exists' on fields.name.
 */
export const saveCustomEmailTemplateRequest = z.object({
  id: rowId.optional(),
  name: requiredString(200),
  subject,
  body,
});
export type SaveCustomEmailTemplateRequest = z.input<typeof saveCustomEmailTemplateRequest>;
export const customEmailTemplateParams = z.object({ id, tid: id });
export const deleteCustomEmailTemplateResponse = z.object({ id: z.number().int() });

/**
 * Which of the campaign's creators a custom send goes to: every filter given narrows
 * (statuses AND ids AND search on media name, name, email). No statuses: the default ones
 * (defaultRecipientStatuses), never Rejected unless chosen.
 */
export const emailRecipientFilter = z.object({
  statuses: z.array(campaignInfluencerStatus).max(6).optional(),
  /** Influencer ids. */
  ids: z.array(rowId).max(20_000).optional(),
  search: listSearch,
});
export type EmailRecipientFilter = z.infer<typeof emailRecipientFilter>;
/**
 * The statuses a custom send reaches when none are chosen: every status but Rejected (a
 * creator the team turned down hears nothing more unless the team picks Rejected, issue 31).
 */
export const defaultRecipientStatuses: readonly CampaignInfluencerStatus[] = [
  CampaignInfluencerStatus.Pending,
  CampaignInfluencerStatus.Invited,
  CampaignInfluencerStatus.Shortlisted,
  CampaignInfluencerStatus.Published,
  CampaignInfluencerStatus.Paid,
];
export const sendCustomEmailRequest = z.object({ filter: emailRecipientFilter.default({}) });
export type SendCustomEmailRequest = z.input<typeof sendCustomEmailRequest>;
/**
 * POST /campaign/{id}/email-template/recipients: how many creators the filter reaches and
 * why others are left out (no email address, unsubscribed).
 */
export const emailRecipientCountRequest = z.object({ filter: emailRecipientFilter.default({}) });
/** matched: creators matching the filter; recipients: those of them who would get the email. */
/** `bounced`: creators whose address bounced hard (issue 27): a bulk send skips them. */
/**
 * `rejected`: creators the filter would reach but for their Rejected status, left out by the
 * default statuses (0 when statuses are chosen). `statuses`: the statuses counted (the
 * chosen ones, or the default).
 */
export const emailRecipientCount = counters(
  'matched',
  'recipients',
  'noEmail',
  'unsubscribed',
  'bounced',
  'rejected',
).extend({ statuses: z.array(campaignInfluencerStatus) });
export type EmailRecipientCount = z.infer<typeof emailRecipientCount>;
/** POST /campaign/{id}/email-template/send-custom/{tid}: emails put in the outbox. */
export const sendCustomEmailResponse = emailRecipientCount.extend({ queued: z.number().int() });
export type SendCustomEmailResponse = z.infer<typeof sendCustomEmailResponse>;
