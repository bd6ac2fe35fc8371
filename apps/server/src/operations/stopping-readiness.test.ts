import { describe, expect, it } from 'vitest';
import { createTestApp, silentLog } from '../../test/test-app.ts';
import { checkReadiness } from './readiness.ts';
import { completedStartup } from './startup-state.ts';

const t = await createTestApp();

describe('readiness while shutting down', () => {
  it('answers not ready, saying the process is stopping', async () => {
    const startup = { ...completedStartup(['web', 'worker']), stopping: true };
    const readiness = await checkReadiness({ db: t.database.db, startup, log: silentLog });
    expect(readiness).toEqual({
      status: 'not ready',
      failed: ['shutdown'],
      checks: {
        shutdown: 'stopping',
        migrations: 'ok',
        jobQueue: 'ok',
        workers: 'ok',
        database: 'ok',
      },
    });
  });
});
