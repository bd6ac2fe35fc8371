import {
  allowedOrigin,
  type CreateLeadMagnetRequest,
  createLeadMagnetRequest,
  LEAD_MAGNET_FIELDS_MAX,
  type LeadMagnet,
  type LeadMagnetField,
  LeadMagnetFieldType,
  LeadMagnetType,
  leadMagnetField,
  type UpdateLeadMagnetRequest,
} from '@app/contract';
import { z } from 'zod';

// The lead magnet's form (the add flow and Campaign settings > Live Capture Settings): the
// contract's createLeadMagnetRequest, with the allowed origins typed one per line.

/** Marks a message for the string catalogue (scripts/extract-strings); the screen translates it. */
const t = (key: string) => key;

/**
 * The contract's own messages this form shows (through t() on screen), marked here so the
 * catalogue has them.
 */
export const contractFormMessages = [
  t('Use lowercase letters, digits, _ or -'),
  t('Use 3 to 60 lowercase letters, digits or dashes'),
  t('An origin is a scheme and a host, like https://mygame.com'),
  t('Each field needs its own key'),
];

/** Origins typed one per line (or separated by commas or spaces). */
export function originsFromText(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);
}

export const leadMagnetFormSchema = createLeadMagnetRequest
  .extend({
    allowedOrigins: z.string().transform((text, ctx) => {
      const origins: string[] = [];
      for (const value of originsFromText(text)) {
        const parsed = allowedOrigin.safeParse(value);
        if (parsed.success) origins.push(parsed.data);
        else {
          ctx.addIssue({
            code: 'custom',
            message: `${value}: ${parsed.error.issues[0]?.message ?? 'Invalid origin'}`,
          });
          return z.NEVER;
        }
      }
      return origins;
    }),
  })
  .superRefine((value, ctx) => {
    value.fields.forEach((field, i) => {
      if (field.type === LeadMagnetFieldType.Select && field.options.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'options'],
          message: t('A choice needs at least one option'),
        });
      }
    });
  });

export type LeadMagnetFormInput = z.input<typeof leadMagnetFormSchema>;
export type LeadMagnetFormOutput = z.output<typeof leadMagnetFormSchema>;

/** An editable extra field: every part present, as the editor shows it. */
export type FieldDraft = {
  key: string;
  label: string;
  type: LeadMagnetFieldType;
  required: boolean;
  options: string[];
};

/** A page address from a campaign name: "Hades II — Launch!" -> "hades-ii-launch". */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  if (slug.length >= 3) return slug;
  return slug ? `${slug}-apply`.slice(0, 60) : '';
}

/** A field's answer key from its label, unique among `taken`: "Discord name" -> "discord_name". */
export function fieldKeyFromLabel(label: string, taken: readonly string[]): string {
  let base = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 36);
  if (!base) base = 'field';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) {
    const key = `${base}_${n}`;
    if (!taken.includes(key)) return key;
  }
}

/** Choices typed one per line or separated by commas; blanks and repeats dropped. */
export function optionsFromText(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,]/)) {
    const v = raw.trim();
    if (v) seen.add(v);
  }
  return [...seen];
}

/** A new short-text field at the end, or null when the form has its maximum. */
export function addField(fields: readonly FieldDraft[]): FieldDraft[] | null {
  if (fields.length >= LEAD_MAGNET_FIELDS_MAX) return null;
  const label = `Question ${fields.length + 1}`;
  return [
    ...fields,
    {
      key: fieldKeyFromLabel(
        label,
        fields.map((f) => f.key),
      ),
      label,
      type: LeadMagnetFieldType.Text,
      required: false,
      options: [],
    },
  ];
}

/** The field at `from` moved one place up (-1) or down (+1); out of range: unchanged. */
export function moveField<T>(fields: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** A changed label renames the key too while the key still follows the old label. */
export function relabelField(
  fields: readonly FieldDraft[],
  index: number,
  label: string,
): FieldDraft[] {
  return fields.map((f, i) => {
    if (i !== index) return f;
    const others = fields.filter((_, j) => j !== i).map((o) => o.key);
    const followed = f.key === fieldKeyFromLabel(f.label, others);
    return { ...f, label, key: followed ? fieldKeyFromLabel(label, others) : f.key };
  });
}

export function emptyLeadMagnetForm(campaignName = ''): LeadMagnetFormInput {
  return {
    type: LeadMagnetType.HostedPage,
    slug: slugFromName(campaignName),
    title: '',
    intro: '',
    successMessage: '',
    fields: [],
    allowedOrigins: '',
    settings: { autovalidate: true, autoinvite: false, minSubscribers: 0, verification: 'channel' },
  };
}

/** A saved lead magnet as the form edits it. */
export function toLeadMagnetForm(m: LeadMagnet): LeadMagnetFormInput {
  return {
    type: m.type,
    slug: m.slug,
    title: m.title ?? '',
    intro: m.intro ?? '',
    successMessage: m.successMessage ?? '',
    fields: m.fields.map((f: LeadMagnetField) => ({ ...f, options: [...f.options] })),
    allowedOrigins: m.allowedOrigins.join('\n'),
    settings: { ...m.settings },
  };
}

/** What POST /lead-magnet/campaign/{id} takes. */
export function toCreateLeadMagnetRequest(values: LeadMagnetFormOutput): CreateLeadMagnetRequest {
  return {
    ...values,
    fields: values.fields.map((f) => ({
      ...f,
      options: f.type === LeadMagnetFieldType.Select ? f.options : [],
    })),
  };
}

/** What POST /lead-magnet/campaign/{id}/{lid} takes: the whole form (it is one screen). */
export function toUpdateLeadMagnetRequest(values: LeadMagnetFormOutput): UpdateLeadMagnetRequest {
  return toCreateLeadMagnetRequest(values);
}

export type FieldIssues = Partial<Record<'key' | 'label' | 'options', string>>;

/** Each field's problems as the editor shows them (messages are translation keys). */
export function fieldIssues(fields: readonly FieldDraft[]): FieldIssues[] {
  return fields.map((field, i) => {
    const issues: FieldIssues = {};
    const parsed = leadMagnetField.safeParse(field);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const part = issue.path[0];
        if ((part === 'key' || part === 'label' || part === 'options') && !issues[part]) {
          issues[part] =
            part === 'label' && !field.label.trim() ? t('Label is required') : issue.message;
        }
      }
    }
    if (!issues.key && fields.some((other, j) => j < i && other.key === field.key)) {
      issues.key = t('Each field needs its own key');
    }
    if (field.type === LeadMagnetFieldType.Select && field.options.length === 0) {
      issues.options ??= t('A choice needs at least one option');
    }
    return issues;
  });
}
