import {
  type CustomEmailTemplate,
  type EmailContent,
  type EmailPreviewResponse,
  type EmailTemplateType,
  emailTemplateMessages,
  emailTemplateTypeLabel,
  enumValues,
  EmailTemplateType as TemplateTypes,
  type UploadResponse,
} from '@app/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/index.ts';
import {
  assertKnownVariables,
  defaultEmailContent,
  influencerVariableColumns,
  inviteLinkOf,
  renderEmail,
  resolveCampaignSender,
  sanitizeEmailHtml,
  unsubscribeFooterHtml,
  unsubscribeFooterText,
} from '../../email/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  campaignEmailContents,
  campaignEmailTemplates,
  campaignInfluencers,
  influencers,
  isUniqueViolation,
  publicOrigin,
  storeImage,
  users,
} from '../../platform/index.ts';
import { loadCampaign } from '../campaigns/load-campaign.ts';

// A campaign's email content: the content of each email type, its custom templates, the
// preview of either, and the images their bodies show.

type Ctx = Pick<AppContext, 'db' | 'config'>;

const userName = sql<
  string | null
>`case when ${users.id} is null then null else concat_ws(' ', ${users.firstName}, ${users.lastName}) end`;

/** The campaign's content for a type, or the default. */
export async function getEmailContent(
  ctx: Ctx,
  campaignId: number,
  type: EmailTemplateType,
): Promise<EmailContent> {
  await loadCampaign(ctx.db, campaignId);
  const [row] = await ctx.db
    .select({ content: campaignEmailContents, updatedByName: userName })
    .from(campaignEmailContents)
    .leftJoin(users, eq(users.id, campaignEmailContents.updatedBy))
    .where(
      and(eq(campaignEmailContents.campaignId, campaignId), eq(campaignEmailContents.type, type)),
    );
  if (!row) {
    return {
      type,
      ...defaultEmailContent[type],
      isCustom: false,
      updatedAt: null,
      updatedBy: null,
    };
  }
  const c = row.content;
  return {
    type,
    subject: c.subject,
    body: c.body,
    isCustom: true,
    updatedAt: c.updatedAt.toISOString(),
    updatedBy:
      c.updatedBy !== null && row.updatedByName
        ? { id: c.updatedBy, name: row.updatedByName }
        : null,
  };
}

export async function listEmailTypes(ctx: Ctx, campaignId: number) {
  await loadCampaign(ctx.db, campaignId);
  const rows = await ctx.db
    .select()
    .from(campaignEmailContents)
    .where(eq(campaignEmailContents.campaignId, campaignId));
  const byType = new Map(rows.map((r) => [r.type, r]));
  return {
    items: enumValues(TemplateTypes).map((type) => {
      const row = byType.get(type);
      return {
        type,
        label: emailTemplateTypeLabel[type],
        isCustom: row !== undefined,
        subject: row?.subject ?? defaultEmailContent[type].subject,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

/** Unknown variables are refused (400 naming them); the body is stored sanitized. */
function cleanContent(input: { subject: string; body: string }) {
  assertKnownVariables(input);
  return { subject: input.subject.trim(), body: sanitizeEmailHtml(input.body) };
}

export async function saveEmailContent(
  ctx: Ctx,
  actor: Actor,
  campaignId: number,
  type: EmailTemplateType,
  input: { reset: true } | { subject: string; body: string },
): Promise<EmailContent> {
  await loadCampaign(ctx.db, campaignId);
  if ('reset' in input) {
    await ctx.db
      .delete(campaignEmailContents)
      .where(
        and(eq(campaignEmailContents.campaignId, campaignId), eq(campaignEmailContents.type, type)),
      );
  } else {
    const content = cleanContent(input);
    await ctx.db
      .insert(campaignEmailContents)
      .values({ campaignId, type, ...content, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [campaignEmailContents.campaignId, campaignEmailContents.type],
        set: { ...content, updatedBy: actor.id, updatedAt: sql`now()` },
      });
  }
  return getEmailContent(ctx, campaignId, type);
}

/** The content a campaign email of this type is sent with. */
export async function contentFor(db: DbOrTx, campaignId: number, type: EmailTemplateType) {
  const [row] = await db
    .select({ subject: campaignEmailContents.subject, body: campaignEmailContents.body })
    .from(campaignEmailContents)
    .where(
      and(eq(campaignEmailContents.campaignId, campaignId), eq(campaignEmailContents.type, type)),
    );
  return row ?? defaultEmailContent[type];
}

// Custom templates.

function toTemplateDto(row: {
  template: typeof campaignEmailTemplates.$inferSelect;
  createdByName: string | null;
}): CustomEmailTemplate {
  const t = row.template;
  return {
    id: t.id,
    campaignId: t.campaignId,
    name: t.name,
    subject: t.subject,
    body: t.body,
    createdBy:
      t.createdBy !== null && row.createdByName
        ? { id: t.createdBy, name: row.createdByName }
        : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

async function selectTemplates(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ template: campaignEmailTemplates, createdByName: userName })
    .from(campaignEmailTemplates)
    .leftJoin(users, eq(users.id, campaignEmailTemplates.createdBy))
    .where(where)
    .orderBy(sql`lower(${campaignEmailTemplates.name})`, asc(campaignEmailTemplates.id));
}

export async function listCustomTemplates(ctx: Ctx, campaignId: number) {
  await loadCampaign(ctx.db, campaignId);
  const rows = await selectTemplates(ctx.db, eq(campaignEmailTemplates.campaignId, campaignId));
  return { items: rows.map(toTemplateDto), total: rows.length };
}

/** One custom template of the campaign, or 404. */
export async function getCustomTemplate(db: DbOrTx, campaignId: number, tid: number) {
  const [row] = await selectTemplates(
    db,
    and(eq(campaignEmailTemplates.campaignId, campaignId), eq(campaignEmailTemplates.id, tid)),
  );
  if (!row) throw AppError.notFound();
  return row;
}

export async function saveCustomTemplate(
  ctx: Ctx,
  actor: Actor,
  campaignId: number,
  input: { id?: number | undefined; name: string; subject: string; body: string },
): Promise<CustomEmailTemplate> {
  await loadCampaign(ctx.db, campaignId);
  const content = cleanContent(input);
  const [taken] = await ctx.db
    .select({ id: campaignEmailTemplates.id })
    .from(campaignEmailTemplates)
    .where(
      and(
        eq(campaignEmailTemplates.campaignId, campaignId),
        sql`lower(${campaignEmailTemplates.name}) = lower(${input.name})`,
      ),
    );
  if (taken && taken.id !== input.id) throw AppError.field('name', emailTemplateMessages.nameTaken);
  try {
    let id = input.id;
    if (id !== undefined) {
      await getCustomTemplate(ctx.db, campaignId, id);
      await ctx.db
        .update(campaignEmailTemplates)
        .set({ name: input.name, ...content, updatedAt: sql`now()` })
        .where(eq(campaignEmailTemplates.id, id));
    } else {
      const [created] = await ctx.db
        .insert(campaignEmailTemplates)
        .values({ campaignId, name: input.name, ...content, createdBy: actor.id })
        .returning({ id: campaignEmailTemplates.id });
      id = created?.id ?? 0;
    }
    return toTemplateDto(await getCustomTemplate(ctx.db, campaignId, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('name', emailTemplateMessages.nameTaken);
    throw error;
  }
}

export async function deleteCustomTemplate(ctx: Ctx, campaignId: number, tid: number) {
  await getCustomTemplate(ctx.db, campaignId, tid);
  await ctx.db.delete(campaignEmailTemplates).where(eq(campaignEmailTemplates.id, tid));
  return { id: tid };
}

// Preview.

const SAMPLE: {
  id: number;
  mediaName: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  inviteToken: string;
} = {
  id: 0,
  mediaName: 'PixelPioneer',
  name: 'Alex Rivera',
  firstName: 'Alex',
  lastName: 'Rivera',
  inviteToken: 'sample-invite-token',
};

const PREVIEW_UNSUBSCRIBE = "(a link of the creator's own)";

export async function previewEmail(
  ctx: Ctx,
  campaignId: number,
  type: EmailTemplateType,
  asTemplate: boolean,
  input: {
    influencerId?: number | undefined;
    templateId?: number | undefined;
    subject?: string | undefined;
    body?: string | undefined;
  },
): Promise<EmailPreviewResponse> {
  const campaign = await loadCampaign(ctx.db, campaignId);
  const base = input.templateId
    ? (await getCustomTemplate(ctx.db, campaignId, input.templateId)).template
    : await contentFor(ctx.db, campaignId, type);
  const content = { subject: input.subject ?? base.subject, body: input.body ?? base.body };
  assertKnownVariables(content);
  let creator: typeof SAMPLE | null = null;
  if (!asTemplate) {
    const ci = campaignInfluencers;
    const [row] = await ctx.db
      .select({
        id: influencers.id,
        ...influencerVariableColumns,
        inviteToken: ci.inviteToken,
      })
      .from(ci)
      .innerJoin(influencers, eq(influencers.id, ci.influencerId))
      .where(
        and(
          eq(ci.campaignId, campaignId),
          input.influencerId ? eq(ci.influencerId, input.influencerId) : undefined,
        ),
      )
      .orderBy(asc(ci.id))
      .limit(1);
    if (!row && input.influencerId) {
      throw AppError.field('influencerId', emailTemplateMessages.influencerNotInCampaign);
    }
    creator = row ? { ...row, name: row.name ?? '' } : null;
  }
  const who = creator ?? SAMPLE;
  const rendered = renderEmail(content, {
    influencer: who,
    campaignName: campaign.name,
    key: type === TemplateTypes.KeyDelivered ? 'XXXXX-XXXXX-XXXXX' : null,
    inviteLink: inviteLinkOf(ctx, who.inviteToken),
  });
  const sender = await resolveCampaignSender(ctx.db, campaign);
  return {
    subject: rendered.subject,
    // As the creator sees it: the footer every campaign email ends with, whose link is
    // personal to each sent email (tracking links and the open pixel are left out).
    html: `${rendered.html}${unsubscribeFooterHtml('#')}`,
    text: `${rendered.text}${unsubscribeFooterText(PREVIEW_UNSUBSCRIBE)}`,
    influencer: creator ? { id: creator.id, mediaName: creator.mediaName } : null,
    from: sender
      ? sender.fromName
        ? `${sender.fromName} <${sender.fromEmail}>`
        : sender.fromEmail
      : null,
    replyTo: sender?.replyTo ?? null,
  };
}

// Images.

/** An image for a template body. Its url is absolute: emails are read elsewhere. */
export async function storeTemplateImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  actor: Actor,
  bytes: Buffer,
): Promise<UploadResponse> {
  const stored = await storeImage(ctx, actor.id, bytes, { linkedFromHtml: true });
  // A local-disk path needs this server's public address.
  const url = /^https?:\/\//.test(stored.url)
    ? stored.url
    : `${publicOrigin(ctx.config)}${stored.url}`;
  return { s3key: stored.s3key, url };
}
