import { emptyReport, type IngestReport } from '../ingest-context.ts';
import { IngestStopped } from './ingest-stopped.ts';

/**
 * A provider job's run: without its credentials it reports 'not-configured' and calls nothing;
 * an IngestStopped ends the work with the reason in the report, not an error, and the next run
 * resumes from the cursors.
 */
export async function runProviderJob(
  source: IngestReport['source'],
  configured: boolean,
  work: (report: IngestReport) => Promise<void>,
): Promise<IngestReport> {
  const report = emptyReport(source);
  if (!configured) {
    report.stoppedBy = 'not-configured';
    return report;
  }
  try {
    await work(report);
  } catch (error) {
    if (!(error instanceof IngestStopped)) throw error;
    report.stoppedBy = error.reason;
    report.resumeAfter = error.resumeAfter?.toISOString() ?? null;
  }
  return report;
}
