import {
  type Campaign,
  CampaignStatus,
  CampaignType,
  type CreateCampaignRequest,
  campaignFieldsSchema,
  campaignMessages,
  formMessages,
  requireBrief,
} from '@app/contract';
import { z } from 'zod';

// The wizard and Settings > General edit the contract's createCampaignRequest: its fields and
// its brief rule. The form keeps dates as the date input gives them (YYYY-MM-DD) and turns
// them into instants on submit.

const dateOnly = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: 'Invalid date' })
  .nullish()
  .transform((v) => (v ? v : null));

export const campaignFormSchema = campaignFieldsSchema
  .extend({
    productId: z
      .number({ error: formMessages.required('Product') })
      .int()
      .positive({ error: formMessages.required('Product') }),
    startedAt: dateOnly,
    finishedAt: dateOnly,
    // An emptied field means "no custom sender", not an invalid address.
    senderEmail: z
      .union([z.literal(''), campaignFieldsSchema.shape.senderEmail])
      .transform((v) => (v === '' ? null : v)),
  })
  .superRefine((value, ctx) => {
    requireBrief(value, ctx);
    if (value.startedAt && value.finishedAt && value.finishedAt < value.startedAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['finishedAt'],
        message: campaignMessages.finishBeforeStart,
      });
    }
  });

export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignFormOutput = z.output<typeof campaignFormSchema>;
export type CampaignFormField = keyof CampaignFormInput;

export const wizardSteps = ['basic', 'brief'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const wizardStepLabel: Record<WizardStep, string> = {
  basic: 'Basic Info',
  brief: 'Brief and Instructions',
};

/** Which fields each step owns: "Next" checks only these. */
export const stepFields: Record<WizardStep, readonly CampaignFormField[]> = {
  basic: [
    'name',
    'productId',
    'type',
    'dealRevenueAmount',
    'dealPostCount',
    'startedAt',
    'finishedAt',
    'image',
    'redeemCodePlatforms',
    'isLiveCapture',
  ],
  brief: [
    'brief',
    'briefFile',
    'briefFileLabel',
    'instructions',
    'instructionsFile',
    'instructionsFileLabel',
  ],
};

export type FieldIssue = { field: CampaignFormField; message: string };

/** The contract's verdict on one step's fields (the other step's mistakes wait their turn). */
export function stepIssues(values: unknown, step: WizardStep): FieldIssue[] {
  const parsed = campaignFormSchema.safeParse(values);
  if (parsed.success) return [];
  const owned = new Set<string>(stepFields[step]);
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!owned.has(field) || seen.has(field)) continue;
    seen.add(field);
    issues.push({ field: field as CampaignFormField, message: issue.message });
  }
  return issues;
}

export const emptyCampaignForm: CampaignFormInput = {
  name: '',
  productId: 0,
  type: CampaignType.Free,
  status: CampaignStatus.Active,
  brief: '',
  briefFile: null,
  briefFileLabel: '',
  instructions: '',
  instructionsFile: null,
  instructionsFileLabel: '',
  image: null,
  startedAt: '',
  finishedAt: '',
  dealRevenueAmount: null,
  dealPostCount: null,
  replyToManagerEnabled: false,
  sendPostSuggestions: false,
  sendApprovedEmails: true,
  sendRejectedEmails: false,
  senderName: '',
  senderEmail: null,
  redeemCodePlatforms: [],
  isLiveCapture: false,
  inviteProof: false,
};

/** A stored instant as the date input shows it (UTC day). */
export function toDateInput(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

/** The date input's day as an instant: the start at 00:00 UTC, the deadline at 23:59:59 UTC. */
export function fromDateInput(day: string | null, end: boolean): string | null {
  if (!day) return null;
  return `${day}T${end ? '23:59:59' : '00:00:00'}.000Z`;
}

/** What POST /campaign takes. A free campaign carries no deal. */
export function toCampaignRequest(values: CampaignFormOutput): CreateCampaignRequest {
  const paid = values.type === CampaignType.Paid;
  return {
    ...values,
    startedAt: fromDateInput(values.startedAt, false),
    finishedAt: fromDateInput(values.finishedAt, true),
    dealRevenueAmount: paid ? values.dealRevenueAmount : null,
    dealPostCount: paid ? values.dealPostCount : null,
  };
}

/** A saved campaign as the form edits it (Settings > General). */
export function toCampaignForm(c: Campaign): CampaignFormInput {
  return {
    name: c.name,
    productId: c.productId,
    type: c.type,
    status: c.status,
    brief: c.brief ?? '',
    briefFile: c.briefFile?.s3key ?? null,
    briefFileLabel: c.briefFileLabel ?? '',
    instructions: c.instructions ?? '',
    instructionsFile: c.instructionsFile?.s3key ?? null,
    instructionsFileLabel: c.instructionsFileLabel ?? '',
    image: c.image?.s3key ?? null,
    startedAt: toDateInput(c.startedAt),
    finishedAt: toDateInput(c.finishedAt),
    dealRevenueAmount: c.dealRevenueAmount,
    dealPostCount: c.dealPostCount,
    replyToManagerEnabled: c.replyToManagerEnabled,
    sendPostSuggestions: c.sendPostSuggestions,
    sendApprovedEmails: c.sendApprovedEmails,
    sendRejectedEmails: c.sendRejectedEmails,
    senderName: c.senderName ?? '',
    senderEmail: c.senderEmail,
    redeemCodePlatforms: c.redeemCodePlatforms,
    isLiveCapture: c.isLiveCapture,
    inviteProof: c.inviteProof,
    ads: {
      enabled: c.ads.enabled,
      subscribersThreshold: c.ads.subscribersThreshold,
      title: c.ads.title ?? '',
      description: c.ads.description ?? '',
      ctaLabel: c.ads.ctaLabel ?? '',
      ctaUrl: c.ads.ctaUrl,
    },
  };
}
