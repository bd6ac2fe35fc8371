import {
  type CustomEmailTemplate,
  type EmailPreviewResponse,
  type EmailStatsListResponse,
  type EmailStatsTotals,
  type InfluencerEmailsResponse,
  messages,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignInfluencerRow, workflowAction } from '../../../test/campaign-factories.ts';
import {
  campaignWithOneCreator,
  campaignWithSender,
  postCustomTemplate,
  sendCustomTemplate,
  sendNewCustomTemplate,
  startEmailTestApp,
} from '../../../test/email-factories.ts';
import { multipartFile, PNG_1PX, postMultipart } from '../../../test/multipart.ts';
import { renderEmail, sanitizeEmailHtml } from '../../email/rendering/render.ts';
import { signTrackingToken } from '../../email/tracking/links.ts';
import { emails } from '../../platform/db/schema/index.ts';

const { t, smtp } = await startEmailTestApp();

const setup = (options: Parameters<typeof campaignWithSender>[2] = {}) =>
  campaignWithSender(t, smtp, options);

const received = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

describe('sanitizer and variables', () => {
  it('drops scripts, event handlers and javascript: links, keeps formatting', () => {
    const dirty =
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src="https://cdn.test/a.png" onerror="steal()"><a href="javascript:alert(1)">x</a><a href="https://ok.test/">ok</a><iframe src="https://evil.test"></iframe><a href="JaVaScRiPt:alert(1)">y</a><img src="data:image/png;base64,AAAA"></p>';
    const clean = sanitizeEmailHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|data:/i);
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('<img src="https://cdn.test/a.png" />');
    expect(clean).toContain('<a href="https://ok.test/">ok</a>');
  });

  it('fills missing names sensibly and escapes values', () => {
    const body =
      '<p>{{influencer.firstName}}|{{influencer.lastName}}|{{influencer.fullName}}|{{influencer.mediaName}}</p>';
    const render = (influencer: Parameters<typeof renderEmail>[1]['influencer']) =>
      renderEmail(
        { subject: 'Hi {{influencer.firstName}}', body },
        { influencer, campaignName: 'C' },
      );
    expect(
      render({ mediaName: 'Pix', name: 'Ann Lee Smith', firstName: null, lastName: null }).html,
    ).toBe('<p>Ann|Lee Smith|Ann Lee Smith|Pix</p>');
    expect(render({ mediaName: 'Pix', name: null, firstName: null, lastName: null }).html).toBe(
      '<p>Pix||Pix|Pix</p>',
    );
    expect(
      render({ mediaName: 'Pix', name: 'Whatever', firstName: 'Jo', lastName: null }).html,
    ).toBe('<p>Jo||Jo|Pix</p>');
    expect(render({ mediaName: 'Pix', name: null, firstName: null, lastName: 'Doe' }).html).toBe(
      '<p>Pix|Doe|Doe|Pix</p>',
    );
    const hostile = render({
      mediaName: '<script>x</script>',
      name: null,
      firstName: null,
      lastName: null,
    });
    expect(hostile.html).toContain('&lt;script&gt;');
    expect(hostile.subject).toBe('Hi <script>x</script>');
  });
});

describe('campaign email templates', () => {
  it('lists the types, saves content sanitized, refuses unknown variables by name', async () => {
    const { me, campaign } = await setup();
    const types = await t.app.inject({
      method: 'GET',
      url: `/api/campaign/${campaign.id}/email-template/types`,
      headers: me.headers,
    });
    expect(types.json().items.map((i: { type: string }) => i.type)).toEqual([
      'invite',
      'key_delivered',
      'approved',
      'rejected',
      'reminder',
      'channel_confirmation',
      'post_suggestion',
    ]);
    const url = `/api/campaign/${campaign.id}/email-template/custom-content/invite`;
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: me.headers,
      payload: { subject: 'Hi {{influencer.nickname}}', body: '<p>{{ bogus }}</p>' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Unknown variables {{influencer.nickname}}, {{bogus}}',
      fields: {
        subject: 'Unknown variable {{influencer.nickname}}',
        body: 'Unknown variable {{bogus}}',
      },
    });
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: me.headers,
      payload: {
        subject: 'Join {{campaign.name}}',
        body: '<p onmouseover="x()">Hey {{influencer.firstName}} <a href="{{inviteLink}}">go</a></p><script>bad()</script>',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      isCustom: true,
      body: '<p>Hey {{influencer.firstName}} <a href="{{inviteLink}}">go</a></p>',
    });
    const reset = await t.app.inject({
      method: 'POST',
      url,
      headers: me.headers,
      payload: { reset: true },
    });
    expect(reset.json()).toMatchObject({ isCustom: false });
  });

  it('previews for a sample creator or a real one', async () => {
    const { me, campaign, creators } = await setup({ replyTo: true });
    const preview = async (asTemplate: boolean, body: Record<string, unknown> = {}) => {
      const r = await t.app.inject({
        method: 'POST',
        url: `/api/campaign/${campaign.id}/email-template/preview/invite?asTemplate=${asTemplate}`,
        headers: me.headers,
        payload: body,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<EmailPreviewResponse>();
    };
    const sample = await preview(true);
    expect(sample.influencer).toBeNull();
    expect(sample.html).toContain('Hi Alex');
    const real = await preview(false, {
      influencerId: creators[1]?.id,
      subject: 'For {{influencer.fullName}}',
    });
    expect(real).toMatchObject({
      subject: 'For First1 Last1',
      influencer: { id: creators[1]?.id },
      replyTo: me.email,
    });
    expect(real.text).toContain('Hi First1');
  });

  it("keeps the visual editor's variables through the sanitizer as {{...}} text", async () => {
    const { me, campaign } = await setup();
    const url = `/api/campaign/${campaign.id}/email-template/custom-content/approved`;
    // What the web's visual editor saves: chips written back as text, a variable as a link's
    // address, an uploaded image, a list, a blank line; and a chip that escaped conversion.
    const body =
      '<h2>Hi {{influencer.firstName}}</h2>' +
      '<ul><li><p>{{influencer.mediaName}} in <strong>{{campaign.name}}</strong></p></li></ul>' +
      '<p><a href="{{inviteLink}}">Your page</a> <img style="max-width: 100%;" src="https://cdn.test/a.png" alt="banner"></p>' +
      '<p><br></p><p><span data-variable="influencer.fullName">{{influencer.fullName}}</span></p>';
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: me.headers,
      payload: { subject: 'For {{influencer.fullName}}', body },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored =
      '<h2>Hi {{influencer.firstName}}</h2>' +
      '<ul><li><p>{{influencer.mediaName}} in <strong>{{campaign.name}}</strong></p></li></ul>' +
      '<p><a href="{{inviteLink}}">Your page</a> <img style="max-width:100%" src="https://cdn.test/a.png" alt="banner" /></p>' +
      '<p><br /></p><p><span>{{influencer.fullName}}</span></p>';
    expect(saved.json().body).toBe(stored);
    const read = await t.app.inject({ method: 'GET', url, headers: me.headers });
    expect(read.json()).toMatchObject({ subject: 'For {{influencer.fullName}}', body: stored });

    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/email-template/preview/approved?asTemplate=true`,
      headers: me.headers,
      payload: {},
    });
    const { html, subject } = preview.json<EmailPreviewResponse>();
    expect(subject).toBe('For Alex Rivera');
    expect(html).not.toContain('{{');
    expect(html).toContain('<h2>Hi Alex</h2>');
    expect(html).toContain('<a href="http://app.test/invite/sample-invite-token">Your page</a>');
  });

  it('previews exactly what a creator is sent, footer included', async () => {
    const { me, campaign, creator } = await campaignWithOneCreator(t, smtp);
    const template = await postCustomTemplate(t, me.headers, campaign.id, {
      name: 'Same',
      subject: 'Hi {{influencer.firstName}} from {{campaign.name}}',
      body: '<p>Hello {{influencer.fullName}} ({{influencer.mediaName}}), <a href="{{inviteLink}}">your page</a>.</p>',
    });
    const tid = template.json<CustomEmailTemplate>().id;
    const previewed = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/email-template/preview/invite?asTemplate=false`,
      headers: me.headers,
      payload: { influencerId: creator.id, templateId: tid },
    });
    const preview = previewed.json<EmailPreviewResponse>();
    const sent = await sendCustomTemplate(t, me.headers, campaign.id, tid, {
      filter: { ids: [creator.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = received(creator.email ?? '');
    if (!message) throw new Error('not received');
    expect(message.headers.get('subject')).toBe(preview.subject);
    expect(preview.subject).toBe(`Hi First0 from ${campaign.name}`);
    // The text part is the rendered body before the personal footer link (lines end in CRLF
    // on the wire).
    const [sentText, sentFooter] = message.text.replaceAll('\r\n', '\n').split('\n\n--\n');
    const [previewText, previewFooter] = preview.text.split('\n\n--\n');
    expect(previewText).toBe(sentText);
    expect(previewText).toContain('Hello First0 Last0');
    expect(sentFooter).toMatch(/^Unsubscribe: http:\/\/app\.test\//);
    expect(previewFooter).toMatch(/^Unsubscribe: /);
    expect(message.html).toContain("Don't want these emails?");
    expect(preview.html).toContain(
      `<p style="font-size:12px;color:#888888">Don't want these emails? <a href="#">Unsubscribe</a></p>`,
    );
  });

  it("keeps custom template names unique: 'Template with this name already exists'", async () => {
    const { me, campaign } = await setup();
    const url = `/api/campaign/${campaign.id}/email-template/custom-templates`;
    const create = (name: string) =>
      postCustomTemplate(t, me.headers, campaign.id, { name, subject: 's', body: '<p>b</p>' });
    const first = await create('Follow up');
    expect(first.statusCode).toBe(200);
    const again = await create('FOLLOW UP');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: messages.templateNameTaken,
      fields: { name: messages.templateNameTaken },
    });
    const list = await t.app.inject({ method: 'GET', url, headers: me.headers });
    expect(list.json().total).toBe(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${first.json<CustomEmailTemplate>().id}`,
      headers: me.headers,
    });
    expect(del.statusCode).toBe(200);
  });

  it("answers 404 'Campaign not found' for a missing campaign, before reading an upload", async () => {
    const { me } = await setup();
    const base = '/api/campaign/999999999/email-template';
    for (const [method, url, payload] of [
      ['GET', `${base}/types`, undefined],
      ['GET', `${base}/custom-content/invite`, undefined],
      ['POST', `${base}/preview/invite?asTemplate=true`, {}],
      ['POST', `${base}/recipients`, {}],
      ['POST', '/api/campaign/999999999/email-stats', {}],
      ['POST', '/api/campaign/999999999/email-stats/list', {}],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: me.headers, payload });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe('Campaign not found');
    }
    const image = multipartFile(PNG_1PX, { filename: 'a.png', contentType: 'image/png' });
    const upload = await postMultipart(t, me.headers, `${base}/upload-image`, image);
    expect(upload.statusCode).toBe(404);
    expect(upload.json().message).toBe('Campaign not found');
  });

  it('stores a template image and answers an absolute url emails can load', async () => {
    const { me, campaign } = await setup();
    const image = multipartFile(PNG_1PX, { filename: 'a.png', contentType: 'image/png' });
    const uploaded = await postMultipart(
      t,
      me.headers,
      `/api/campaign/${campaign.id}/email-template/upload-image`,
      image,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { s3key, url } = uploaded.json<{ s3key: string; url: string }>();
    expect(url).toMatch(/^http:\/\/app\.test\//);
    expect(url).toContain(s3key);
    const served = await t.app.inject({ method: 'GET', url: url.replace('http://app.test', '') });
    expect(served.statusCode).toBe(200);
  });
});

describe('delivery to a real SMTP server', () => {
  it('send-custom reaches the filtered creators with From, Reply-To, headers, HTML and text', async () => {
    const { me, campaign, creators, accountEmail } = await setup({
      replyTo: true,
      senderName: 'Game Studio',
      creators: 3,
    });
    const [a, b, c] = creators;
    if (!a || !b || !c) throw new Error('creators');
    const template = await postCustomTemplate(t, me.headers, campaign.id, {
      name: 'News',
      subject: 'News for {{influencer.mediaName}}',
      body: '<p>Hello {{influencer.firstName}}, see <a href="https://store.test/game?a=1&b=2">the game</a>.</p>',
    });
    const tid = template.json<CustomEmailTemplate>().id;
    const filter = { ids: [a.id, b.id] };
    const count = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/email-template/recipients`,
      headers: me.headers,
      payload: { filter },
    });
    expect(count.json()).toEqual({
      matched: 2,
      recipients: 2,
      noEmail: 0,
      unsubscribed: 0,
      bounced: 0,
      rejected: 0,
      statuses: [1, 2, 3, 4, 6],
    });
    const sent = await sendCustomTemplate(t, me.headers, campaign.id, tid, { filter });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ queued: 2 });
    expect(received(c.email ?? '')).toHaveLength(0);
    const [message] = received(a.email ?? '');
    if (!message) throw new Error('not received');
    expect(received(a.email ?? '')).toHaveLength(1);
    expect(message.from).toBe(accountEmail);
    expect(message.headers.get('from')).toBe(`Game Studio <${accountEmail}>`);
    expect(message.headers.get('reply-to')).toBe(me.email);
    expect(message.headers.get('subject')).toBe(`News for ${a.mediaName}`);
    const [row] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.campaignId, campaign.id), eq(emails.influencerId, a.id)));
    expect(row?.state).toBe('delivered');
    expect(row?.smtpResponse).toContain('250');
    expect(message.headers.get('message-id')).toMatch(
      new RegExp(`^<email-${row?.id}\\.[0-9a-f]{8}@`),
    );
    expect(message.headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/app\.test\/api\/public\/email\/unsubscribe\/[0-9a-z]+\.[\w-]{22}>$/,
    );
    expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message.html).toContain('Hello First0');
    expect(message.html).toContain('http://app.test/api/public/email/click/');
    expect(message.html).toContain('http://app.test/api/public/email/open/');
    expect(message.text).toContain('Hello First0, see the game [https://store.test/game?a=1&b=2]');
    expect(message.text).toContain('Unsubscribe: http://app.test/api/public/email/unsubscribe/');
  });

  it('sends the invite from the workflow with the invite link; row says sent', async () => {
    const { me, campaign, creator } = await campaignWithOneCreator(t, smtp);
    await workflowAction(t, me.headers, campaign.id, 'invite', { ids: [creator.id] });
    const [message] = received(creator.email ?? '');
    const row = await campaignInfluencerRow(t, campaign.id, creator.id);
    expect(message?.html).toContain(
      encodeURIComponent(`http://app.test/invite/${row?.inviteToken}`),
    );
    expect(message?.text).toContain(`http://app.test/invite/${row?.inviteToken}`);
    expect(row?.inviteEmail).toBe('sent');
  });

  it('never emails an unsubscribed creator again, also when already queued', async () => {
    const { me, campaign, creator } = await campaignWithOneCreator(t, smtp);
    const tid = await sendNewCustomTemplate(t, me.headers, campaign.id, {
      name: 'One',
      subject: 'One',
      body: '<p>one</p>',
    });
    const first = received(creator.email ?? '');
    expect(first).toHaveLength(1);
    const link =
      /<(http:\/\/app\.test[^>]+)>/.exec(first[0]?.headers.get('list-unsubscribe') ?? '')?.[1] ??
      '';
    const page = await t.app.inject({ method: 'GET', url: link.replace('http://app.test', '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const done = await t.app.inject({
      method: 'POST',
      url: link.replace('http://app.test', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const again = await sendCustomTemplate(t, me.headers, campaign.id, tid);
    expect(again.statusCode).toBe(400);
    // Queued before the unsubscribe, sent after it: skipped at send time.
    const [queuedRow] = await t.database.db
      .insert(emails)
      .values({
        campaignId: campaign.id,
        influencerId: creator.id,
        kind: 'custom',
        mailerAccountId: first[0]
          ? ((
              await t.database.db.select().from(emails).where(eq(emails.influencerId, creator.id))
            )[0]?.mailerAccountId ?? null)
          : null,
        fromEmail: 'x@test.example',
        toEmail: creator.email ?? '',
        subject: 'late',
        html: '<p>late</p>',
        text: 'late',
      })
      .returning();
    const { deliverEmails } = await import('../../email/delivery/deliver.ts');
    const { silentLog } = await import('../../../test/test-app.ts');
    const report = await deliverEmails(
      { db: t.database.db, config: t.config, storage: t.ctx.storage, log: silentLog },
      [queuedRow?.id ?? 0],
    );
    expect(report.delivered).toBe(0);
    expect(received(creator.email ?? '')).toHaveLength(1);
    const [skipped] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.id, queuedRow?.id ?? 0));
    expect(skipped).toMatchObject({ state: 'skipped', error: 'Unsubscribed' });
    const tab = await t.app.inject({
      method: 'POST',
      url: `/api/influencer/${creator.id}/emails`,
      headers: me.headers,
      payload: {},
    });
    expect(tab.json<InfluencerEmailsResponse>()).toMatchObject({ unsubscribed: true, total: 2 });
  });
});

describe('tracking and stats', () => {
  it('counts opens and clicks from signed links; refuses tampered and unknown ones', async () => {
    const { me, campaign, creators } = await setup({ creators: 2 });
    await sendNewCustomTemplate(t, me.headers, campaign.id, {
      name: 'Track',
      subject: 'Track',
      body: '<p><a href="https://store.test/page">store</a></p>',
    });
    const message = received(creators[0]?.email ?? '')[0];
    const pixel =
      /src="http:\/\/app\.test(\/api\/public\/email\/open\/[^"]+)"/.exec(
        message?.html ?? '',
      )?.[1] ?? '';
    const click = (
      /href="http:\/\/app\.test(\/api\/public\/email\/click\/[^"]+)"/.exec(
        message?.html ?? '',
      )?.[1] ?? ''
    ).replaceAll('&amp;', '&');
    const opened = await t.app.inject({ method: 'GET', url: pixel });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    const clicked = await t.app.inject({ method: 'GET', url: click });
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe('https://store.test/page');
    // Tampered: another target with the same signature, an altered signature, unsigned, unknown email.
    const evil = click.replace(
      encodeURIComponent('https://store.test/page'),
      encodeURIComponent('https://evil.test/'),
    );
    const badSig = click.replace(/\.([\w-])/, (_m, ch: string) => `.${ch === 'A' ? 'B' : 'A'}`);
    const unknown = `/api/public/email/click/${signTrackingToken(t.config, 'click', 999_999_999, 'https://store.test/page')}?u=${encodeURIComponent('https://store.test/page')}`;
    for (const url of [
      evil,
      badSig,
      '/api/public/email/click/abc?u=https%3A%2F%2Fevil.test%2F',
      unknown,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: pixel.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
        })
      ).statusCode,
    ).toBe(404);
    const totals = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/email-stats`,
      headers: me.headers,
      payload: {},
    });
    expect(totals.json<EmailStatsTotals>()).toEqual({
      sent: 2,
      queued: 0,
      delivered: 2,
      opened: 1,
      clicked: 1,
      error: 0,
      bounced: 0,
      not_opened: 1,
    });
    const list = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/email-stats/list`,
      headers: me.headers,
      payload: { pageSize: 1, sort: { field: 'clicked', order: 'desc' } },
    });
    const page = list.json<EmailStatsListResponse>();
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      influencer: { id: creators[0]?.id },
      sent: 1,
      opened: 1,
      clicked: 1,
      lastStatus: 'clicked',
    });
    const notOpened = await t.app.inject({
      method: 'POST',
      url: `/api/campaign/${campaign.id}/email-stats/list`,
      headers: me.headers,
      payload: { filters: { lastStatus: 'not_opened' } },
    });
    expect(notOpened.json<EmailStatsListResponse>().items.map((r) => r.influencer.id)).toEqual([
      creators[1]?.id,
    ]);
  });
});
