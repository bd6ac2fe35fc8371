import { IGDB_MAX_LIMIT } from '@app/contract/providers';
import type { z } from 'zod';
import type { IngestContext, IngestReport } from '../ingest-context.ts';
import { readCursor, writeCursor } from '../shared/ingest-cursor.ts';
import { IngestStopped } from '../shared/ingest-stopped.ts';
import { igdbQuery } from './igdb-query.ts';

/** IGDB's largest page (Apicalypse `limit`); paging by id, never by a growing offset. */
export const IGDB_PAGE_SIZE = IGDB_MAX_LIMIT;

/**
 * Where one IGDB endpoint's ingest stands. 'id': the first full pass, paged by id. 'updated':
 * later runs ask for rows changed after `since` (the newest updated_at of the previous pass),
 * still paged by id within the run so a resumed run neither skips nor repeats a page.
 */
export type IgdbCursor =
  | { mode: 'id'; lastId: number; maxUpdatedAt: number }
  | { mode: 'updated'; since: number; lastId: number; maxUpdatedAt: number };

export type IgdbRow = { id: number; updated_at?: number };

/**
 * Reads an endpoint page by page from its cursor, hands each page to `write` and saves the
 * cursor after it (a killed run resumes at the next page). Ends when a page is short.
 */
export async function pageIgdbEndpoint<T extends IgdbRow>(
  ctx: IngestContext,
  report: IngestReport,
  endpoint: string,
  fields: string,
  schema: z.ZodType<T[]>,
  write: (page: T[]) => Promise<void>,
): Promise<void> {
  const start = (await readCursor<IgdbCursor>(ctx.db, 'igdb', endpoint)) ?? {
    mode: 'id',
    lastId: 0,
    maxUpdatedAt: 0,
  };
  let cursor: IgdbCursor = start;
  for (;;) {
    if (ctx.signal?.aborted) throw new IngestStopped('aborted', null, 'aborted');
    const where =
      cursor.mode === 'id'
        ? `where id > ${cursor.lastId}`
        : `where updated_at > ${cursor.since} & id > ${cursor.lastId}`;
    const page = await igdbQuery(
      ctx,
      report,
      endpoint,
      `fields ${fields}; ${where}; sort id asc; limit ${IGDB_PAGE_SIZE};`,
      schema,
    );
    if (page.length > 0) await write(page);
    const lastId = page.at(-1)?.id ?? cursor.lastId;
    const maxUpdatedAt = Math.max(cursor.maxUpdatedAt, ...page.map((r) => r.updated_at ?? 0));
    const done = page.length < IGDB_PAGE_SIZE;
    // A finished pass turns into the next incremental one: changed since the newest seen.
    cursor = done
      ? { mode: 'updated', since: maxUpdatedAt, lastId: 0, maxUpdatedAt }
      : cursor.mode === 'id'
        ? { mode: 'id', lastId, maxUpdatedAt }
        : { ...cursor, lastId, maxUpdatedAt };
    await writeCursor(ctx.db, 'igdb', endpoint, cursor);
    if (done) return;
  }
}
