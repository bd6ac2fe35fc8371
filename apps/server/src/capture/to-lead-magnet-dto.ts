import { type LeadMagnet, leadMagnet } from '@app/contract';
import type { Config, LeadMagnetRow } from '../platform/index.ts';
import { publicOrigin } from '../platform/index.ts';

type OriginConfig = Pick<Config, 'host' | 'port' | 'email'>;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** The public page's address: PUBLIC_URL, else the team request's own origin (like invite links). */
export function applyPageUrl(config: OriginConfig, slug: string): string {
  return `${publicOrigin(config)}/apply/${slug}`;
}

/**
 * The snippet a site pastes: a plain link (pages without JavaScript follow it), which the
 * embed script turns into an iframe that fits its height.
 */
export function embedHtmlOf(config: OriginConfig, slug: string, title: string): string {
  const base = escapeHtml(publicOrigin(config));
  return `<a href="${base}/apply/${escapeHtml(slug)}" data-apply-embed>Apply for ${escapeHtml(title)}</a><script async src="${base}/apply-embed.js"></script>`;
}

export function toLeadMagnetDto(
  config: OriginConfig,
  row: LeadMagnetRow,
  campaignName: string,
  submissionsCount: number,
): LeadMagnet {
  return leadMagnet.parse({
    id: row.id,
    campaignId: row.campaignId,
    type: row.type,
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    successMessage: row.successMessage,
    fields: row.fields,
    allowedOrigins: row.allowedOrigins,
    settings: {
      autovalidate: row.autovalidate,
      autoinvite: row.autoinvite,
      minSubscribers: row.minSubscribers,
      verification: row.verification,
    },
    pageUrl: applyPageUrl(config, row.slug),
    embedHtml: embedHtmlOf(config, row.slug, row.title ?? campaignName),
    submissionsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}
