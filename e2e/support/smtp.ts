import { SMTPServer } from 'smtp-server';

export type CapturedMail = { from: string; to: string[]; data: string };
export type LoopbackSmtp = {
  port: number;
  /** The one login it accepts (a sender account names it). */
  user: string;
  password: string;
  mails: CapturedMail[];
  close: () => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 that accepts one user and keeps what it receives. With
 * `holdUntil`, each message is acknowledged (and kept) only once that promise settles: an
 * email the app still sees as queued.
 */
export async function startLoopbackSmtp(
  user: string,
  pass: string,
  options: { holdUntil?: Promise<void> } = {},
): Promise<LoopbackSmtp> {
  const held = options.holdUntil ?? Promise.resolve();
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    // The app's pooled sender keeps its connection open: smtp-server's close() would wait
    // 30 s for it, idling a worker after every spec file that sends mail (four in a run).
    closeTimeout: 100,
    onAuth(auth, _session, done) {
      if (auth.username === user && auth.password === pass) done(null, { user });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        void held.then(() => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          done();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    user,
    password: pass,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
