import {
  ErrorCode,
  emailTemplateMessages,
  TEMPLATE_VARIABLE_PATTERN,
  type TemplateVariableName,
  unknownTemplateVariables,
} from '@app/contract';
import { htmlToText } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';
import type { AppContext } from '../../platform/index.ts';
import { AppError, escapeHtml, influencers, publicOrigin } from '../../platform/index.ts';

/**
 * Email HTML allowed through: formatting, links, images, tables (email layouts), inline
 * styles. No scripts, no event handlers (attributes are allow-listed: on* never is), and
 * URLs only http(s), mailto and tel - javascript:, data: and vbscript: are dropped.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'center',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    '*': ['style', 'align', 'class', 'dir', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'face', 'size'],
    table: ['width', 'border', 'cellpadding', 'cellspacing', 'bgcolor'],
    td: ['width', 'colspan', 'rowspan', 'valign', 'bgcolor'],
    th: ['width', 'colspan', 'rowspan', 'valign', 'bgcolor'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** The plain-text alternative of an email's HTML (links kept as "text [url]"). */
export function emailText(html: string): string {
  return htmlToText(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  }).trim();
}

/** 400 naming every unknown `{{variable}}` of a subject and body, on the field it is in. */
export function assertKnownVariables(
  content: { subject: string; body: string },
  variables?: readonly { name: string }[],
): void {
  const fields: Record<string, string> = {};
  const all: string[] = [];
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownTemplateVariables(content[field], variables);
    if (unknown.length === 0) continue;
    fields[field] =
      unknown.length === 1
        ? emailTemplateMessages.unknownVariable(unknown[0] ?? '')
        : emailTemplateMessages.unknownVariables(unknown);
    all.push(...unknown.filter((name) => !all.includes(name)));
  }
  if (all.length === 0) return;
  const message =
    all.length === 1
      ? emailTemplateMessages.unknownVariable(all[0] ?? '')
      : emailTemplateMessages.unknownVariables(all);
  throw new AppError(ErrorCode.Validation, message, fields);
}

export type VariableSource = {
  influencer: {
    mediaName: string;
    name: string | null;
    firstName: string | null;
    lastName: string | null;
  };
  campaignName: string;
  key?: string | null;
  inviteLink?: string | null;
};

/** The influencer's columns the variables read: what to select for `renderEmail`. */
export const influencerVariableColumns = {
  mediaName: influencers.mediaName,
  name: influencers.name,
  firstName: influencers.firstName,
  lastName: influencers.lastName,
};

/** The creator's invite page, the `{{inviteLink}}` of their emails. */
export function inviteLinkOf(ctx: Pick<AppContext, 'config'>, token: string): string {
  return `${publicOrigin(ctx.config)}/invite/${token}`;
}

const clean = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Values of the variables. Missing names fall back (documented in the contract):
 * firstName <- first word of name <- media name; lastName <- rest of name <- "";
 * fullName <- "first last" <- name <- media name.
 */
export function variableValues(source: VariableSource): Record<TemplateVariableName, string> {
  const { influencer } = source;
  const name = clean(influencer.name);
  const [nameFirst = '', ...nameRest] = name.split(/\s+/).filter(Boolean);
  const mediaName = clean(influencer.mediaName);
  const first = clean(influencer.firstName) || nameFirst || mediaName;
  const last =
    clean(influencer.lastName) || (clean(influencer.firstName) ? '' : nameRest.join(' '));
  const full =
    clean(influencer.firstName) || clean(influencer.lastName)
      ? [clean(influencer.firstName), clean(influencer.lastName)].filter(Boolean).join(' ')
      : name || mediaName;
  return {
    'influencer.fullName': full,
    'influencer.firstName': first,
    'influencer.lastName': last,
    'influencer.mediaName': mediaName,
    'campaign.name': source.campaignName,
    key: clean(source.key),
    inviteLink: clean(source.inviteLink),
  };
}

function substitute(text: string, values: Record<string, string>, asHtml: boolean): string {
  return text.replace(TEMPLATE_VARIABLE_PATTERN, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return asHtml ? escapeHtml(value) : value;
  });
}

export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * Subject and body with the variables filled in. The body is sanitized again (content saved
 * before a sanitizer change stays safe) and values are HTML-escaped, so a creator named
 * `<script>` is text.
 */
export function renderEmail(
  content: { subject: string; body: string },
  source: VariableSource,
): RenderedEmail {
  const values = variableValues(source);
  const html = substitute(sanitizeEmailHtml(content.body), values, true);
  const subject = substitute(content.subject, values, false)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return { subject, html, text: emailText(html) };
}
