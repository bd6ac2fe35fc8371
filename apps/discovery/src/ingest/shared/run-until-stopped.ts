import type { IngestReport } from '../ingest-context.ts';
import { IngestStopped } from './ingest-stopped.ts';

/** Runs a job's work; an IngestStopped ends it with the reason in the report, not an error. */
export async function runUntilStopped(
  report: IngestReport,
  work: () => Promise<void>,
): Promise<IngestReport> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof IngestStopped)) throw error;
    report.stoppedBy = error.reason;
    report.resumeAfter = error.resumeAfter?.toISOString() ?? null;
  }
  return report;
}
