import {
  INFLUENCER_COUNT_CAP,
  type InfluencerListResponse,
  type InfluencerSortField,
  type influencerListRequest,
} from '@app/contract';
import { and, count, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/index.ts';
import { containsPattern, influencers, listInfluencers } from '../../platform/index.ts';
import { toInfluencerListItems } from './to-influencer-dto.ts';

type ListInput = z.output<typeof influencerListRequest>;

const sortColumns: Record<InfluencerSortField, AnyPgColumn> = {
  mediaName: influencers.mediaName,
  name: influencers.name,
  firstName: influencers.firstName,
  lastName: influencers.lastName,
  email: influencers.email,
  country: influencers.country,
  language: influencers.language,
  tags: influencers.tags,
  audiences: influencers.audiences,
  status: influencers.status,
  source: influencers.source,
  rating: influencers.rating,
  subscribersCount: influencers.subscribersCount,
  campaignsCount: influencers.campaignsCount,
  channelsCount: influencers.channelsCount,
  lastActivityAt: influencers.lastActivityAt,
  createdAt: influencers.createdAt,
  updatedAt: influencers.updatedAt,
};

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const smallintArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::smallint[]`;

/** The WHERE of the list: search and filters, each on an indexed column. */
export function influencerListWhere(input: Pick<ListInput, 'search' | 'filters'>): SQL | undefined {
  const f = input.filters ?? {};
  const conditions: (SQL | undefined)[] = [];
  if (input.search) {
    // search_text is lower-cased; ILIKE with a trigram index (pg_trgm).
    conditions.push(
      sql`${influencers.searchText} ilike ${containsPattern(input.search.toLowerCase())}`,
    );
  }
  if (f.channelType?.length) {
    conditions.push(sql`${influencers.channelTypes} && ${smallintArray(f.channelType)}`);
  }
  if (f.subscribersMin !== undefined)
    conditions.push(gte(influencers.subscribersCount, f.subscribersMin));
  if (f.subscribersMax !== undefined)
    conditions.push(lte(influencers.subscribersCount, f.subscribersMax));
  if (f.country?.length) conditions.push(inArray(influencers.country, f.country));
  if (f.language?.length) conditions.push(inArray(influencers.language, f.language));
  if (f.tags?.length) conditions.push(sql`${influencers.tags} && ${textArray(f.tags)}`);
  if (f.status !== undefined) conditions.push(eq(influencers.status, f.status));
  if (f.source?.length) conditions.push(inArray(influencers.source, f.source));
  if (f.listId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${listInfluencers} where ${listInfluencers.influencerId} = ${influencers.id} and ${listInfluencers.listId} = ${f.listId})`,
    );
  }
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/**
 * One sort column then id; empty values sort as PostgreSQL orders them (last ascending,
 * first descending), so every sort walks its (column, id) index. Default: newest first.
 */
export function influencerListOrder(sortBy: ListInput['sort']): SQL[] {
  const sort = sortBy ?? { field: 'createdAt' as const, order: 'desc' as const };
  const column = sortColumns[sort.field];
  return sort.order === 'desc'
    ? [sql`${column} desc`, sql`${influencers.id} desc`]
    : [sql`${column} asc`, sql`${influencers.id} asc`];
}

/**
 * POST /influencer/list. The total is exact up to INFLUENCER_COUNT_CAP (or the end of the page
 * asked for, if further); past it the count stops (a LIMITed subquery) and says so with
 * totalCapped, so a broad filter at 100k+ rows costs a bounded count, not a full one.
 */
export async function listInfluencerPage(
  ctx: { db: Db },
  input: ListInput,
): Promise<InfluencerListResponse> {
  const where = influencerListWhere(input);
  const order = influencerListOrder(input.sort);
  const cap = Math.max(INFLUENCER_COUNT_CAP, (input.page + 1) * input.pageSize);
  const matching = ctx.db
    .select({ one: sql`1` })
    .from(influencers)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(influencers)
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset(input.page * input.pageSize),
    ctx.db.select({ n: count() }).from(matching),
  ]);
  const n = counted?.n ?? 0;
  return {
    items: await toInfluencerListItems(ctx.db, rows),
    total: Math.min(n, cap),
    totalCapped: n > cap,
  };
}
