import { startDovecot } from '../../apps/server/test/dovecot.ts';
import { test } from './fixtures.ts';
import { startLoopbackSmtp } from './smtp.ts';

/**
 * Starts a server before the spec file's first test and stops it after its last. Answers a
 * function that gives the running server: call it inside a test or a later hook, once the
 * server is up.
 */
function forThisFile<T>(start: () => Promise<T>, stop: (server: T) => Promise<void>): () => T {
  let running: T | undefined;
  test.beforeAll(async () => {
    running = await start();
  });
  test.afterAll(async () => {
    if (running !== undefined) await stop(running);
  });
  return () => {
    if (running === undefined) throw new Error('Not started yet: use it in a test or a later hook');
    return running;
  };
}

/** A loopback SMTP server that accepts one login, for the spec file's tests. */
export const loopbackSmtpForFile = (user: string, password: string) =>
  forThisFile(
    () => startLoopbackSmtp(user, password),
    (smtp) => smtp.close(),
  );

/** A real Dovecot (a manager's mailbox over IMAP), for the spec file's tests. */
export const dovecotForFile = () =>
  forThisFile(
    () => startDovecot(),
    (dovecot) => dovecot.stop(),
  );
