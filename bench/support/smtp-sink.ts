import { startTestSmtpServer } from '../../apps/server/src/email/delivery/testing.ts';

// The loopback SMTP server of the email benchmark, in its own process so the figures are
// the sender's: reports its port, then each received Message-ID (and, in `to`, the same
// messages' recipients, in the same order), over IPC.
const smtp = await startTestSmtpServer({ user: 'bench', pass: 'bench-pass-1' });
let reported = 0;
process.send?.({ port: smtp.port });
const timer = setInterval(() => {
  const fresh = smtp.messages.slice(reported);
  reported += fresh.length;
  if (fresh.length > 0) {
    process.send?.({
      ids: fresh.map((m) => m.headers.get('message-id') ?? ''),
      to: fresh.map((m) => m.to.join(',').toLowerCase()),
    });
  }
}, 50);
process.on('disconnect', () => {
  clearInterval(timer);
  void smtp.close().then(() => process.exit(0));
});
