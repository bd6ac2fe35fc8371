import type { IngestStop } from '../ingest-context.ts';

/** Thrown to end a run early (rate limit too long, quota spent, aborted); cursors stay put. */
export class IngestStopped extends Error {
  override name = 'IngestStopped';
  readonly reason: Exclude<IngestStop, 'not-configured'>;
  readonly resumeAfter: Date | null;
  constructor(
    reason: Exclude<IngestStop, 'not-configured'>,
    resumeAfter: Date | null,
    message: string,
  ) {
    super(message);
    this.reason = reason;
    this.resumeAfter = resumeAfter;
  }
}
