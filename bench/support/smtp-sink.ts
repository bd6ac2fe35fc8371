import { startTestSmtpServer } from '../../apps/server/src/modules/email-delivery/testing.ts';

// The loopback SMTP server of the email benchmark, in its own process so the figures are
// the sender's: reports its port, then each received Message-ID, over IPC.
const smtp = await startTestSmtpServer({ user: 'bench', pass: 'bench-pass-1' });
let reported = 0;
process.send?.({ port: smtp.port });
const timer = setInterval(() => {
  const ids = smtp.messages.slice(reported).map((m) => m.headers.get('message-id') ?? '');
  reported += ids.length;
  if (ids.length > 0) process.send?.({ ids });
}, 50);
process.on('disconnect', () => {
  clearInterval(timer);
  void smtp.close().then(() => process.exit(0));
});
