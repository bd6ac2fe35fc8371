import {
  type InfluencerDetail,
  type InfluencerListItem,
  influencerDetail,
  influencerListItem,
  type ListRef,
} from '@app/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import {
  AppError,
  type ChannelRow,
  channels,
  type InfluencerRow,
  influencers,
  listInfluencers,
  lists,
} from '../../platform/index.ts';
import { toChannelDto, toChannelSummary } from '../channels/to-channel-dto.ts';

function base(row: InfluencerRow, listRefs: ListRef[]) {
  const joined = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    mediaName: row.mediaName,
    name: row.name ?? (joined || null),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    country: row.country,
    language: row.language,
    tags: row.tags,
    audiences: row.audiences,
    status: row.status,
    source: row.source,
    notes: row.notes,
    rating: row.rating,
    lists: listRefs,
    subscribersCount: row.subscribersCount,
    campaignsCount: row.campaignsCount,
    lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Channels and lists of a page of influencers, two queries whatever the page size. */
export async function relationsOf(db: DbOrTx, ids: number[]) {
  const channelsBy = new Map<number, ChannelRow[]>();
  const listsBy = new Map<number, ListRef[]>();
  if (ids.length === 0) return { channelsBy, listsBy };
  const [channelRows, listRows] = await Promise.all([
    db
      .select()
      .from(channels)
      .where(inArray(channels.influencerId, ids))
      .orderBy(asc(channels.type), asc(channels.id)),
    db
      .select({ influencerId: listInfluencers.influencerId, id: lists.id, name: lists.name })
      .from(listInfluencers)
      .innerJoin(lists, eq(lists.id, listInfluencers.listId))
      .where(inArray(listInfluencers.influencerId, ids))
      .orderBy(asc(lists.name), asc(lists.id)),
  ]);
  for (const c of channelRows) {
    channelsBy.set(c.influencerId, [...(channelsBy.get(c.influencerId) ?? []), c]);
  }
  for (const l of listRows) {
    listsBy.set(l.influencerId, [
      ...(listsBy.get(l.influencerId) ?? []),
      { id: l.id, name: l.name },
    ]);
  }
  return { channelsBy, listsBy };
}

export async function toInfluencerListItems(
  db: DbOrTx,
  rows: InfluencerRow[],
): Promise<InfluencerListItem[]> {
  const { channelsBy, listsBy } = await relationsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    influencerListItem.parse({
      ...base(row, listsBy.get(row.id) ?? []),
      channels: (channelsBy.get(row.id) ?? []).map(toChannelSummary),
    }),
  );
}

/** The profile: the influencer with every channel and list. 404 when missing. */
export async function loadInfluencerDetail(db: DbOrTx, id: number): Promise<InfluencerDetail> {
  const [row] = await db.select().from(influencers).where(eq(influencers.id, id));
  if (!row) throw AppError.notFound();
  const { channelsBy, listsBy } = await relationsOf(db, [id]);
  return influencerDetail.parse({
    ...base(row, listsBy.get(id) ?? []),
    channels: (channelsBy.get(id) ?? []).map(toChannelDto),
  });
}
