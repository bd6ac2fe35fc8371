import type { FastifyBaseLogger } from 'fastify';
import { Gauge } from 'prom-client';
import type { AppMetrics, Db } from '../../platform/index.ts';
import type { StartupState } from '../startup-state.ts';
import { within } from '../within.ts';

/** Longest a scrape waits for a database read; the other metrics are answered anyway. */
const DATABASE_READ_MS = 2_000;

/**
 * Gauges filled from one database read: what is read (for the log), the row column that
 * labels the series, the read, and each gauge's name, help and value of a row.
 */
export type DatabaseGauges<Label extends string, Row extends Record<Label, string>> = {
  what: string;
  label: Label;
  read: (db: Db) => Promise<Row[]>;
  gauges: { name: string; help: string; value: (row: Row) => number }[];
};

/**
 * Gauges labelled by one column of rows read from the database on each scrape, so every
 * process reports the same truth whichever worker did the work. A scrape collects all the
 * gauges at once: they share one read. Nothing is read before the job queue runs (during
 * the migrations a read would wait behind them, on PGlite, for tables that may not exist
 * yet). A read that fails or is slow leaves these series out (logged as `what` could not be
 * read); the scrape still answers the HTTP and email figures.
 */
export function registerDatabaseGauges<Label extends string, Row extends Record<Label, string>>(
  metrics: AppMetrics,
  env: { db: Db; log: FastifyBaseLogger; startup: StartupState },
  source: DatabaseGauges<Label, Row>,
): void {
  let reading: Promise<Row[] | null> | null = null;
  const read = () => {
    if (env.startup.jobQueue !== 'running') return Promise.resolve([]);
    reading ??= within(DATABASE_READ_MS, source.read(env.db), `${source.what} read`)
      .catch((error: unknown) => {
        env.log.warn({ err: error }, `metrics: ${source.what} could not be read`);
        return null;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  for (const gauge of source.gauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      labelNames: [source.label],
      registers: [metrics.registry],
      async collect() {
        const found = await read();
        this.reset();
        for (const row of found ?? []) {
          const labels: Partial<Record<Label, string>> = {};
          labels[source.label] = row[source.label];
          this.set(labels, gauge.value(row));
        }
      },
    });
  }
}
