import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MailboxAccount, MailThread, MailThreadMessagesResponse } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type TestDovecot } from '../../../test/dovecot.ts';
import { connectSenderAccount, startTeamSmtpServer } from '../../../test/email-factories.ts';
import { signedIn, uniqueEmail } from '../../../test/factories.ts';
import { createTestInfluencer } from '../../../test/influencer-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailMessages } from '../../platform/db/schema/index.ts';
import type { TestSmtpServer } from '../delivery/testing.ts';
import { HOSTILE_HTML_CASES, remoteReferencesIn } from '../mail-sync/testing-hostile-html.ts';

// Received mail through a real sync (Dovecot) and the API: what is stored and what is shown
// carries no remote reference; remote images come only through the server's proxy.

let t: TestApp;
let smtp: TestSmtpServer;
let dovecot: TestDovecot;
let images: Server;
let imagesOrigin = '';
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.from(randomUUID()),
]);
const imageRequests: string[] = [];

beforeAll(async () => {
  smtp = await startTeamSmtpServer();
  dovecot = await startDovecot();
  t = await createTestApp({ env: { MAIL_ATTACHMENT_MAX_MB: '1' } });
  // The remote images' server (a sender's tracker): loopback, which OUTBOUND_ALLOWLIST allows here.
  images = createServer((request, response) => {
    imageRequests.push(request.url ?? '');
    if (request.url === '/pixel.png') response.writeHead(200, { 'content-type': 'image/png' });
    else if (request.url === '/moved') response.writeHead(302, { location: '/pixel.png' });
    else response.writeHead(200, { 'content-type': 'image/png' });
    response.end(request.url === '/pixel.png' ? PNG : '<html>not an image</html>');
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imagesOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await dovecot?.stop();
  await new Promise((resolve) => images?.close(resolve));
});

type Headers = Record<string, string>;

async function call<T>(headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url: `/api${url}`, headers, payload });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: json ? (res.json() as T) : (undefined as T), res };
}

/** A manager whose mailbox is the Dovecot user, and a creator of the CRM writing to them. */
async function managerAndCreator() {
  const me = await signedIn(t);
  const account = await connectSenderAccount(t, me.headers, { smtp, dovecot, name: 'Team' });
  const creator = await createTestInfluencer(t, { email: uniqueEmail('creator') });
  return { me, accountId: account.id, email: account.email, creator: creator.email ?? '' };
}

/** multipart/related: the HTML, an inline PNG (cid:logo) and an attachment of `bigBytes`. */
function htmlMail(o: {
  from: string;
  to: string;
  subject: string;
  html: string;
  big?: number;
  imageName?: string;
}) {
  const boundary = `b-${randomUUID()}`;
  const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: Creator <${o.from}>`,
    `To: ${o.to}`,
    `Subject: ${o.subject}`,
    `Message-ID: <${randomUUID()}@creator.test>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    o.html,
    `--${boundary}`,
    'Content-Type: image/png',
    'Content-ID: <logo@creator.test>',
    `Content-Disposition: inline; filename="${o.imageName ?? 'logo.png'}"`,
    'Content-Transfer-Encoding: base64',
    '',
    b64(PNG),
    ...(o.big
      ? [
          `--${boundary}`,
          'Content-Type: application/pdf; name="showreel.pdf"',
          'Content-Disposition: attachment; filename="showreel.pdf"',
          'Content-Transfer-Encoding: base64',
          '',
          b64(Buffer.alloc(o.big, 7)),
        ]
      : []),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

async function syncAndOpen(me: { headers: Headers }, accountId: number, subject: string) {
  const synced = await call<MailboxAccount>(me.headers, 'POST', '/mailing/account/sync', {
    id: accountId,
  });
  expect(synced.body.lastError).toBeNull();
  const list = await call<{ items: MailThread[] }>(me.headers, 'POST', '/mailing/threads/list', {
    filters: { accountId },
  });
  const thread = list.body.items.find((item) => item.subject === subject);
  if (!thread) throw new Error(`no thread ${subject}`);
  const opened = await call<MailThreadMessagesResponse>(
    me.headers,
    'POST',
    `/mailing/threads/${thread.id}/messages`,
  );
  return opened.body;
}

describe('received HTML through a real sync', () => {
  let me: Awaited<ReturnType<typeof managerAndCreator>>['me'];
  let accountId = 0;
  const shown = new Map<string, MailThreadMessagesResponse>();

  beforeAll(async () => {
    const setup = await managerAndCreator();
    me = setup.me;
    accountId = setup.accountId;
    const run = randomUUID().slice(0, 8);
    await dovecot.append(
      'INBOX',
      HOSTILE_HTML_CASES.map((c, i) =>
        Buffer.from(
          htmlMail({
            from: setup.creator,
            to: setup.email,
            subject: `Hostile ${i} ${run}`,
            html: `<html><body>${c.html}<p><img src="cid:logo@creator.test" alt="logo"></p></body></html>`,
          }),
        ),
      ),
    );
    for (const [i, c] of HOSTILE_HTML_CASES.entries()) {
      shown.set(c.name, await syncAndOpen(me, accountId, `Hostile ${i} ${run}`));
    }
  });

  it.each(HOSTILE_HTML_CASES)('$name: stored and shown HTML load nothing remote', async (c) => {
    const opened = shown.get(c.name);
    const [message] = opened?.items ?? [];
    if (!message) throw new Error('no message');
    const [stored] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, message.id));
    expect(remoteReferencesIn(stored?.html ?? '')).toEqual([]);
    expect(remoteReferencesIn(message.html ?? '')).toEqual([]);
    // The message's own inline image is shown from its bytes.
    expect(message.html).toContain(`src="data:image/png;base64,${PNG.toString('base64')}"`);
  });

  it('keeps remote images aside, behind placeholders', () => {
    const [pixel] = shown.get('a remote <img> (a tracking pixel)')?.items ?? [];
    expect(pixel?.html).toContain('<img width="1" height="1" data-remote-image="0" />');
    expect(pixel?.remoteImages).toBe(1);
    expect(pixel?.showRemoteImages).toBe(false);
  });
});

describe('remote images, old mail, dropped attachments', () => {
  it('loads a remote image only through the server, as an image, for the mailbox owner', async () => {
    const { me, accountId, email, creator } = await managerAndCreator();
    const subject = `Pictures ${randomUUID()}`;
    await dovecot.append('INBOX', [
      Buffer.from(
        htmlMail({
          from: creator,
          to: email,
          subject,
          html: `<p>Look</p><img src="${imagesOrigin}/moved" alt="a"><img src="${imagesOrigin}/page.html" alt="b"><img src="https://evil-unresolvable.test/x.png">`,
        }),
      ),
    ]);
    const opened = await syncAndOpen(me, accountId, subject);
    const [message] = opened.items;
    expect(message?.remoteImages).toBe(3);
    expect(imageRequests).toEqual([]);

    const image = await call(me.headers, 'GET', `/mailing/messages/${message?.id}/remote-images/0`);
    expect(image.status).toBe(200);
    expect(image.res.headers['content-type']).toBe('image/png');
    expect(image.res.rawPayload.equals(PNG)).toBe(true);
    expect(imageRequests).toEqual(['/moved', '/pixel.png']);
    // Not an image by its bytes, a host that does not resolve, no such image: 404.
    for (const index of [1, 2, 3]) {
      const refused = await call(
        me.headers,
        'GET',
        `/mailing/messages/${message?.id}/remote-images/${index}`,
      );
      expect(refused.status).toBe(404);
    }
    const colleague = await signedIn(t);
    const denied = await call(
      colleague.headers,
      'GET',
      `/mailing/messages/${message?.id}/remote-images/0`,
    );
    expect(denied.status).toBe(404);

    // "Always for this sender": the next opening says so.
    const trusted = await call(me.headers, 'POST', '/mailing/remote-image-senders', {
      email: creator.toUpperCase(),
    });
    expect(trusted.status).toBe(200);
    const again = await syncAndOpen(me, accountId, subject);
    expect(again.items[0]?.showRemoteImages).toBe(true);
  });

  it('shows mail stored by the earlier sanitizer without its remote references', async () => {
    const { me, accountId, email, creator } = await managerAndCreator();
    const subject = `Old mail ${randomUUID()}`;
    await dovecot.append('INBOX', [
      Buffer.from(htmlMail({ from: creator, to: email, subject, html: '<p>Old</p>' })),
    ]);
    const opened = await syncAndOpen(me, accountId, subject);
    const id = opened.items[0]?.id ?? 0;
    // What the earlier sanitizer kept: inline styles with url().
    await t.database.db
      .update(mailMessages)
      .set({
        html: `<p style="color:red;background-image:url('https://evil-old.test/open.gif')">Old</p>`,
      })
      .where(eq(mailMessages.id, id));
    const again = await syncAndOpen(me, accountId, subject);
    expect(again.items[0]?.html).toBe('<p style="color:red">Old</p>');
  });

  it('lists an attachment over the size limit by name and size', async () => {
    const { me, accountId, email, creator } = await managerAndCreator();
    const subject = `Showreel ${randomUUID()}`;
    const big = 1024 * 1024 + 10;
    await dovecot.append('INBOX', [
      Buffer.from(htmlMail({ from: creator, to: email, subject, html: '<p>Reel</p>', big })),
    ]);
    const opened = await syncAndOpen(me, accountId, subject);
    expect(opened.items[0]?.droppedAttachments).toEqual([{ fileName: 'showreel.pdf', size: big }]);
    expect(opened.items[0]?.attachments.map((a) => a.fileName)).toEqual(['logo.png']);
  });
});

describe('search through every word', () => {
  it('finds a word only in a body or an attachment name, ranked, the words marked', async () => {
    const { me, accountId, email, creator } = await managerAndCreator();
    const run = randomUUID().slice(0, 8);
    const wanted = `Platforms ${run}`;
    const texts = [
      { subject: wanted, text: `For the launch, Steam would be best, then consoles ${run}.` },
      { subject: `Other ${run}`, text: 'Nothing about stores here.' },
    ];
    await dovecot.append('INBOX', [
      Buffer.from(
        htmlMail({
          from: creator,
          to: email,
          subject: wanted,
          html: `<p>${texts[0]?.text}</p>`,
          imageName: `moodboard-${run}.png`,
        }),
      ),
      Buffer.from(
        htmlMail({
          from: creator,
          to: email,
          subject: `Other ${run}`,
          html: `<p>${texts[1]?.text}</p>`,
        }),
      ),
    ]);
    await syncAndOpen(me, accountId, wanted);
    const search = async (words: string) =>
      (
        await call<{ items: MailThread[]; total: number }>(
          me.headers,
          'POST',
          '/mailing/threads/list',
          { search: words, filters: { accountId } },
        )
      ).body;

    const found = await search('Steam would be best');
    expect(found.items.map((item) => item.subject)).toEqual([wanted]);
    const [thread] = found.items;
    const marked = (thread?.highlights ?? []).map(([from, to]) => thread?.snippet.slice(from, to));
    expect(marked).toEqual(['Steam', 'would', 'be', 'best']);
    expect(thread?.snippet).toContain('Steam would be best, then consoles');
    // An attachment's name is searched too; a word nowhere finds nothing.
    expect((await search(`moodboard-${run}.png`)).items.map((item) => item.subject)).toEqual([
      wanted,
    ]);
    expect((await search(`consoles ${run}`)).items.map((item) => item.subject)).toEqual([wanted]);
    expect((await search('Xbox')).total).toBe(0);
    // Part of an address still finds (the name and address search).
    expect((await search(creator.slice(0, -6))).total).toBeGreaterThanOrEqual(2);
  });
});

describe('thread names', () => {
  it('names a thread by the creator, even when the manager wrote last', async () => {
    const { me, accountId, email, creator } = await managerAndCreator();
    const subject = `Named ${randomUUID()}`;
    await dovecot.append('INBOX', [
      Buffer.from(htmlMail({ from: creator, to: email, subject, html: '<p>Hi</p>' })),
    ]);
    const opened = await syncAndOpen(me, accountId, subject);
    const reply = await call(me.headers, 'POST', '/mailing/messages/create', {
      accountId,
      replyToMessageId: opened.items[0]?.id,
      subject: `Re: ${subject}`,
      body: '<p>Thanks!</p>',
      draft: true,
    });
    expect(reply.status).toBe(200);
    const again = await syncAndOpen(me, accountId, subject);
    expect(again.items.map((m) => m.direction)).toEqual(['in', 'out']);
    expect(again.thread.from).toEqual({ email: creator.toLowerCase(), name: 'Creator' });
    expect(again.thread.messagesCount).toBe(2);
  });
});
