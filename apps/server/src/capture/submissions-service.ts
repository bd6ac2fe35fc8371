import {
  ErrorCode,
  type Submission,
  type SubmissionListResponse,
  type SubmissionStatus,
  type submissionListQuery,
} from '@app/contract';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { loadCampaign } from '../campaigns/index.ts';
import type { AppContext, LeadMagnetSubmissionRow } from '../platform/index.ts';
import {
  AppError,
  containsPattern,
  orderByColumn,
  leadMagnetSubmissions as s,
} from '../platform/index.ts';
import { liveCaptureMessages as m } from './messages.ts';
import { loadSubmissionDto, selectSubmissions, toSubmissionDto } from './to-submission-dto.ts';

type Ctx = Pick<AppContext, 'db'>;
type ListQuery = z.output<typeof submissionListQuery>;

export const submissionNotFound = () => new AppError(ErrorCode.NotFound, m.submissionNotFound);

const sortColumns = {
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
  email: s.email,
  status: s.status,
} as const;

/** The list's conditions; `withStatus` false for the status tabs' counts. */
function listConditions(campaignId: number, q: ListQuery, withStatus: boolean): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(s.campaignId, campaignId)];
  if (withStatus && q.status) conditions.push(eq(s.status, q.status));
  if (q.outcome) conditions.push(eq(s.outcome, q.outcome));
  if (q.flagged !== undefined) {
    conditions.push(q.flagged ? sql`${s.flags} <> '[]'::jsonb` : sql`${s.flags} = '[]'::jsonb`);
  }
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(s.email, pattern), ilike(s.channelUrl, pattern)));
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * GET /lead-magnet/campaign/{id}/submissions: one page in the asked order (then id), the
 * total, and the count per status under the other filters (the status tabs). The default
 * order walks lead_magnet_submissions_campaign_created_idx; the counts read
 * lead_magnet_submissions_campaign_status_idx, and the total is taken from them (one
 * counting pass instead of two).
 */
export async function listSubmissions(
  ctx: Ctx,
  campaignId: number,
  q: ListQuery,
): Promise<SubmissionListResponse> {
  await loadCampaign(ctx.db, campaignId);
  const where = and(...listConditions(campaignId, q, true));
  const sort = { column: sortColumns[q.sortField], id: s.id, order: q.sortOrder };
  const [rows, counts] = await Promise.all([
    selectSubmissions(ctx.db)
      .where(where)
      .orderBy(...orderByColumn(sort.column, sort.id, sort.order))
      .limit(q.pageSize)
      .offset(q.page * q.pageSize),
    ctx.db
      .select({ status: s.status, n: count() })
      .from(s)
      .where(and(...listConditions(campaignId, q, false)))
      .groupBy(s.status),
  ]);
  const statusCounts: Record<SubmissionStatus, number> = {
    'not mapped': 0,
    mapped: 0,
    'email sent': 0,
    'added to workflow': 0,
    'check error': 0,
  };
  for (const { status, n } of counts) {
    if (status in statusCounts) statusCounts[status as SubmissionStatus] = Number(n);
  }
  // The counts apply every filter but the status: the total is one of them, or their sum.
  const total = q.status
    ? statusCounts[q.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  return { items: rows.map(toSubmissionDto), total, statusCounts };
}

/** DELETE .../submissions/{sid}: the submission only (influencer, channel, workflow row stay). */
export async function deleteSubmission(
  ctx: Ctx,
  campaignId: number,
  submissionId: number,
): Promise<void> {
  const deleted = await ctx.db
    .delete(s)
    .where(and(eq(s.campaignId, campaignId), eq(s.id, submissionId)))
    .returning({ id: s.id });
  if (deleted.length === 0) throw submissionNotFound();
}

/** The team's view of a row a pipeline function answered (re-read with its joins). */
export async function submissionAnswer(
  ctx: Ctx,
  row: LeadMagnetSubmissionRow,
): Promise<Submission> {
  const dto = await loadSubmissionDto(ctx.db, row.campaignId, row.id);
  if (!dto) throw submissionNotFound();
  return dto;
}
