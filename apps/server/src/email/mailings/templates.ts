import {
  emailTemplateMessages,
  type MailingTemplate,
  type mailingTemplateListRequest,
  mailingTemplateVariables,
  type saveMailingTemplateRequest,
} from '@app/contract';
import { count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/index.ts';
import type { AppContext, DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  containsPattern,
  influencers,
  isUniqueViolation,
  listPage,
  type MailingTemplateRow,
  mailAttachments,
  mailingTemplates,
} from '../../platform/index.ts';
import {
  assertKnownVariables,
  influencerVariableColumns,
  renderEmail,
  sanitizeEmailHtml,
} from '../rendering/render.ts';
import { readableAttachments } from './attachments.ts';
import { ownAccountIds } from './own-mailboxes.ts';
import { toAttachmentDto } from './to-dto.ts';

// Mailing templates are the team's reusable one-to-one emails (PRODUCT.md "Email"): shared by
// every team member, named uniquely in any case, rendered and sanitized like campaign
// templates, with the influencer's variables only (a mailing has no campaign, key or link).

type Ctx = Pick<AppContext, 'db'>;
type SaveInput = z.output<typeof saveMailingTemplateRequest>;

async function toDtos(db: DbOrTx, rows: MailingTemplateRow[]): Promise<MailingTemplate[]> {
  const ids = [...new Set(rows.flatMap((r) => r.attachmentIds))];
  const files = ids.length
    ? await db.select().from(mailAttachments).where(inArray(mailAttachments.id, ids))
    : [];
  const byId = new Map(files.map((f) => [f.id, f]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    subject: r.subject,
    body: r.body,
    attachments: r.attachmentIds.flatMap((id) => {
      const file = byId.get(id);
      return file ? [toAttachmentDto(file)] : [];
    }),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listMailingTemplates(
  ctx: Ctx,
  input: z.output<typeof mailingTemplateListRequest>,
) {
  const where = input.search
    ? ilike(mailingTemplates.name, containsPattern(input.search))
    : undefined;
  const sort = input.sort ?? { field: 'name' as const, order: 'asc' as const };
  const column =
    sort.field === 'updatedAt' ? mailingTemplates.updatedAt : sql`lower(${mailingTemplates.name})`;
  const { rows, total } = await listPage(
    ctx.db.select().from(mailingTemplates).where(where).$dynamic(),
    ctx.db.select({ n: count() }).from(mailingTemplates).where(where),
    { column, id: mailingTemplates.id, order: sort.order },
    input,
  );
  return { items: await toDtos(ctx.db, rows), total };
}

async function loadTemplate(ctx: Ctx, id: number): Promise<MailingTemplateRow> {
  const [row] = await ctx.db.select().from(mailingTemplates).where(eq(mailingTemplates.id, id));
  if (!row) throw AppError.notFound();
  return row;
}

async function answer(ctx: Ctx, id: number): Promise<MailingTemplate> {
  const [dto] = await toDtos(ctx.db, [await loadTemplate(ctx, id)]);
  if (!dto) throw AppError.notFound();
  return dto;
}

/** Checked content: known variables only, sanitized body, attachments the user may use. */
async function contentOf(ctx: Ctx, actor: Actor, input: SaveInput) {
  assertKnownVariables(input, mailingTemplateVariables);
  const own = await ownAccountIds(ctx.db, actor);
  const files = await readableAttachments(ctx, actor, own, input.attachmentIds);
  return {
    name: input.name,
    description: input.description ?? null,
    subject: input.subject,
    body: sanitizeEmailHtml(input.body),
    attachmentIds: files.map((f) => f.id),
  };
}

/** A unique-name violation -> SPEC 5's message on the name field. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('name', emailTemplateMessages.nameTaken);
    throw error;
  }
}

export async function createMailingTemplate(ctx: Ctx, actor: Actor, input: SaveInput) {
  const content = await contentOf(ctx, actor, input);
  const [row] = await uniqueName(() =>
    ctx.db
      .insert(mailingTemplates)
      .values({ ...content, createdBy: actor.id })
      .returning({ id: mailingTemplates.id }),
  );
  return answer(ctx, row?.id ?? 0);
}

export async function updateMailingTemplate(ctx: Ctx, actor: Actor, id: number, input: SaveInput) {
  await loadTemplate(ctx, id);
  const content = await contentOf(ctx, actor, input);
  await uniqueName(() =>
    ctx.db
      .update(mailingTemplates)
      .set({ ...content, updatedAt: new Date() })
      .where(eq(mailingTemplates.id, id)),
  );
  return answer(ctx, id);
}

export async function deleteMailingTemplate(ctx: Ctx, id: number) {
  await loadTemplate(ctx, id);
  await ctx.db.delete(mailingTemplates).where(eq(mailingTemplates.id, id));
  return { id };
}

/** "Name (copy)", then "Name (copy 2)", ...: the first free one in any case. */
export async function cloneMailingTemplate(ctx: Ctx, actor: Actor, id: number) {
  const source = await loadTemplate(ctx, id);
  const base = `${source.name.slice(0, 180)} (copy`;
  const taken = new Set(
    (
      await ctx.db
        .select({ name: sql<string>`lower(${mailingTemplates.name})` })
        .from(mailingTemplates)
        .where(ilike(mailingTemplates.name, `${containsPattern(base).slice(1, -1)}%`))
    ).map((r) => r.name),
  );
  let n = 1;
  const nameOf = (i: number) => (i === 1 ? `${base})` : `${base} ${i})`);
  while (taken.has(nameOf(n).toLowerCase())) n += 1;
  const [row] = await uniqueName(() =>
    ctx.db
      .insert(mailingTemplates)
      .values({
        name: nameOf(n),
        description: source.description,
        subject: source.subject,
        body: source.body,
        attachmentIds: source.attachmentIds,
        createdBy: actor.id,
      })
      .returning({ id: mailingTemplates.id }),
  );
  return answer(ctx, row?.id ?? 0);
}

/** POST /mailing/templates/{id}/apply: subject and body with the influencer's values. */
export async function applyMailingTemplate(ctx: Ctx, id: number, influencerId: number) {
  const template = await loadTemplate(ctx, id);
  const [influencer] = await ctx.db
    .select(influencerVariableColumns)
    .from(influencers)
    .where(eq(influencers.id, influencerId));
  if (!influencer) throw AppError.notFound();
  const rendered = renderEmail(template, { influencer, campaignName: '' });
  return { subject: rendered.subject, body: rendered.html };
}

export function mailingReplacements() {
  return { items: mailingTemplateVariables.map((v) => ({ name: v.name, label: v.label })) };
}
