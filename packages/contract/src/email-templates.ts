import { z } from 'zod';
import { userRef } from './campaigns.ts';
import { enumValues } from './enums.ts';
import { id, requiredString } from './fields.ts';
import { campaignInfluencerStatus } from './workflow.ts';

/** A campaign's email types (PRODUCT.md "Email"); each has default content the campaign may override. */
export const EmailTemplateType = {
  Invite: 'invite',
  KeyDelivered: 'key_delivered',
  Approved: 'approved',
  Rejected: 'rejected',
  Reminder: 'reminder',
  ChannelConfirmation: 'channel_confirmation',
  PostSuggestion: 'post_suggestion',
} as const;
export type EmailTemplateType = (typeof EmailTemplateType)[keyof typeof EmailTemplateType];
export const emailTemplateType = z.enum(enumValues(EmailTemplateType));
export const emailTemplateTypeLabel: Record<EmailTemplateType, string> = {
  invite: 'Invite',
  key_delivered: 'Key delivered',
  approved: 'Approved',
  rejected: 'Rejected',
  reminder: 'Reminder',
  channel_confirmation: 'Channel confirmation',
  post_suggestion: 'Post suggestion',
};

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
export function unknownTemplateVariables(text: string): string[] {
  const known = new Set<string>(templateVariables.map((v) => v.name));
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

/** GET /campaign/{id}/email-template/types */
export const emailTemplateTypeItem = z.object({
  type: emailTemplateType,
  label: z.string(),
  /** The campaign overrides the default content. */
  isCustom: z.boolean(),
  subject: z.string(),
  updatedAt: z.string().nullable(),
});
export const emailTemplateTypesResponse = z.object({ items: z.array(emailTemplateTypeItem) });
export type EmailTemplateTypesResponse = z.infer<typeof emailTemplateTypesResponse>;

/** GET /campaign/{id}/email-template/custom-content/{type}: the campaign's or the default. */
export const emailContent = z.object({
  type: emailTemplateType,
  subject: z.string(),
  /** Sanitized HTML. */
  body: z.string(),
  isCustom: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: userRef.nullable(),
});
export type EmailContent = z.infer<typeof emailContent>;
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
  influencerId: z.number().int().positive().optional(),
  templateId: z.number().int().positive().optional(),
  subject: z.string().max(300).optional(),
  body: z.string().max(200_000).optional(),
});
export type EmailPreviewRequest = z.input<typeof emailPreviewRequest>;
export const emailPreviewResponse = z.object({
  subject: z.string(),
  /** Sanitized HTML, variables replaced. */
  html: z.string(),
  /** The plain-text alternative sent with it. */
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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomEmailTemplate = z.infer<typeof customEmailTemplate>;
/** GET /campaign/{id}/email-template/custom-templates: by name. */
export const customEmailTemplateListResponse = z.object({
  items: z.array(customEmailTemplate),
  total: z.number().int(),
});
export type CustomEmailTemplateListResponse = z.infer<typeof customEmailTemplateListResponse>;
/**
 * POST /campaign/{id}/email-template/custom-templates: creates, or with `id` replaces that
 * template. A taken name: 400 'Template with this name already exists' on fields.name.
 */
export const saveCustomEmailTemplateRequest = z.object({
  id: z.number().int().positive().optional(),
  name: requiredString(200),
  subject,
  body,
});
export type SaveCustomEmailTemplateRequest = z.input<typeof saveCustomEmailTemplateRequest>;
export const customEmailTemplateParams = z.object({ id, tid: id });
export const deleteCustomEmailTemplateResponse = z.object({ id: z.number().int() });

/**
 * Which of the campaign's creators a custom send goes to: every filter given narrows
 * (statuses AND ids AND search on media name, name, email). No filter: all creators.
 */
export const emailRecipientFilter = z.object({
  statuses: z.array(campaignInfluencerStatus).max(6).optional(),
  /** Influencer ids. */
  ids: z.array(z.number().int().positive()).max(20_000).optional(),
  search: z.string().trim().max(200).optional(),
});
export type EmailRecipientFilter = z.infer<typeof emailRecipientFilter>;
export const sendCustomEmailRequest = z.object({ filter: emailRecipientFilter.default({}) });
export type SendCustomEmailRequest = z.input<typeof sendCustomEmailRequest>;
/**
 * POST /campaign/{id}/email-template/recipients: how many creators the filter reaches and
 * why others are left out (no email address, unsubscribed).
 */
export const emailRecipientCountRequest = z.object({ filter: emailRecipientFilter.default({}) });
export const emailRecipientCount = z.object({
  /** Creators matching the filter. */
  matched: z.number().int(),
  /** Of those, the ones who would get the email. */
  recipients: z.number().int(),
  noEmail: z.number().int(),
  unsubscribed: z.number().int(),
});
export type EmailRecipientCount = z.infer<typeof emailRecipientCount>;
/** POST /campaign/{id}/email-template/send-custom/{tid}: emails put in the outbox. */
export const sendCustomEmailResponse = emailRecipientCount.extend({ queued: z.number().int() });
export type SendCustomEmailResponse = z.infer<typeof sendCustomEmailResponse>;

/**
 * POST /campaign/{id}/email-template/upload-image: multipart `file` (jpeg/png/gif by
 * content) -> uploadResponse with an absolute `url` to put in an <img> of the body.
 */
export const EMAIL_TEMPLATE_IMAGE_UPLOAD_PATH = '/campaign/{id}/email-template/upload-image';
