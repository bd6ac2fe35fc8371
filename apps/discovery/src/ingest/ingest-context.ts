import type { DiscoveryDb } from '../db/database.ts';
import type { IngestConfig } from './ingest-config.ts';

export type IngestLog = {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
};

/** What every ingest job takes: plain data, so pg-boss or the local scheduler can run it. */
export type IngestContext = {
  db: DiscoveryDb;
  config: IngestConfig;
  log: IngestLog;
  signal?: AbortSignal;
  /** The clock (tests fix it so snapshot slots and days are known). */
  now?: () => Date;
};

/** Why a run ended before its work was done; the next run resumes from the cursors. */
export type IngestStop = 'not-configured' | 'rate-limited' | 'quota' | 'unreachable' | 'aborted';

export type IngestReport = {
  source: 'igdb' | 'twitch' | 'youtube' | 'maintenance';
  calls: number;
  /** Rows written per table (upserted, changed or not). */
  written: Record<string, number>;
  stoppedBy: IngestStop | null;
  /** When a rate-limited or quota-stopped run may resume (ISO 8601). */
  resumeAfter: string | null;
};

export const silentLog: IngestLog = { info() {}, warn() {} };

export function nowOf(ctx: IngestContext): Date {
  return ctx.now ? ctx.now() : new Date();
}

export function emptyReport(source: IngestReport['source']): IngestReport {
  return { source, calls: 0, written: {}, stoppedBy: null, resumeAfter: null };
}

export function countWritten(report: IngestReport, table: string, n: number): void {
  report.written[table] = (report.written[table] ?? 0) + n;
}
