import type {
  BlocklistEntry,
  LeadMagnet,
  LeadMagnetStatsResponse,
  SubmissionListResponse,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../test/campaign-factories.ts';
import { expectRefusedFields } from '../../test/expect-answer.ts';
import { asAdmin, signedIn } from '../../test/factories.ts';
import { createTestInfluencer } from '../../test/influencer-factories.ts';
import {
  createTestLeadMagnet,
  insertTestSubmission,
  platformField,
  uniqueSlug,
} from '../../test/live-capture-factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { campaigns, leadMagnets } from '../platform/db/schema/index.ts';

const t = await createTestApp({ env: { PUBLIC_URL: 'https://creators.example.com' } });
type Headers = Record<string, string>;

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function campaignRow(id: number) {
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

describe('lead magnet', () => {
  it('is null before it exists, then created once per campaign with live capture turned on', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t, { name: 'Rock & <Roll>' });
    expect(campaign.isLiveCapture).toBe(false);

    const before = await call('GET', `/lead-magnet/campaign/${campaign.id}`, me.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ leadMagnet: null });

    const slug = uniqueSlug('rock');
    const created = await call('POST', `/lead-magnet/campaign/${campaign.id}`, me.headers, {
      type: 'embeddable_form',
      slug: slug.toUpperCase(),
      fields: [platformField],
      allowedOrigins: ['https://MyGame.com', 'https://mygame.com'],
      settings: { autoinvite: true, minSubscribers: 1000 },
    });
    expect(created.statusCode, created.body).toBe(200);
    const lm = created.json<LeadMagnet>();
    expect(lm).toMatchObject({
      campaignId: campaign.id,
      type: 'embeddable_form',
      slug,
      title: null,
      allowedOrigins: ['https://mygame.com'],
      settings: {
        autovalidate: true,
        autoinvite: true,
        minSubscribers: 1000,
        // The default proof: the channel (sign-in or description code).
        verification: 'channel',
      },
      fields: [{ ...platformField, required: false }],
      pageUrl: `https://creators.example.com/apply/${slug}`,
      submissionsCount: 0,
    });
    // The title falls back to the campaign's name, escaped for HTML.
    expect(lm.embedHtml).toBe(
      `<a href="https://creators.example.com/apply/${slug}" data-apply-embed>Apply for Rock &amp; &lt;Roll&gt;</a><script async src="https://creators.example.com/apply-embed.js"></script>`,
    );
    expect((await campaignRow(campaign.id))?.isLiveCapture).toBe(true);

    const got = await call('GET', `/lead-magnet/campaign/${campaign.id}`, me.headers);
    expect(got.json()).toEqual({ leadMagnet: lm });

    const second = await call('POST', `/lead-magnet/campaign/${campaign.id}`, me.headers, {
      type: 'hosted_page',
      slug: uniqueSlug(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'CONFLICT',
      message: 'This campaign already has a lead magnet',
    });
  });

  it('answers 409 on the slug field when another lead magnet holds the slug', async () => {
    const me = await signedIn(t);
    const first = await createTestLeadMagnet(t, me.headers, (await createTestCampaign(t)).id);
    const other = await createTestCampaign(t);
    const taken = await call('POST', `/lead-magnet/campaign/${other.id}`, me.headers, {
      type: 'hosted_page',
      slug: first.slug,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'CONFLICT',
      message: 'This address is already used by another lead magnet',
      fields: { slug: 'This address is already used by another lead magnet' },
    });
    // Nothing was created, and the flag stayed off.
    const none = await call('GET', `/lead-magnet/campaign/${other.id}`, me.headers);
    expect(none.json()).toEqual({ leadMagnet: null });
    expect((await campaignRow(other.id))?.isLiveCapture).toBe(false);

    const mine = await createTestLeadMagnet(t, me.headers, other.id);
    const renamed = await call('POST', `/lead-magnet/campaign/${other.id}/${mine.id}`, me.headers, {
      slug: first.slug,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toEqual({
      slug: 'This address is already used by another lead magnet',
    });
  });

  it('answers 404 for an unknown campaign or a lead magnet of another campaign', async () => {
    const me = await signedIn(t);
    const missing = 2_000_000_000;
    for (const response of [
      await call('GET', `/lead-magnet/campaign/${missing}`, me.headers),
      await call('POST', `/lead-magnet/campaign/${missing}`, me.headers, {
        type: 'hosted_page',
        slug: uniqueSlug(),
      }),
      await call('GET', `/lead-magnet/campaign/${missing}/submissions`, me.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Campaign not found' });
    }
    const a = await createTestLeadMagnet(t, me.headers, (await createTestCampaign(t)).id);
    const b = await createTestCampaign(t);
    const wrong = await call('POST', `/lead-magnet/campaign/${b.id}/${a.id}`, me.headers, {
      title: 'x',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ code: 'NOT_FOUND', message: 'Lead magnet not found' });
  });

  it('changes only what an update sends, settings key by key', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const lm = await createTestLeadMagnet(t, me.headers, campaign.id, {
      title: 'Play it first',
      fields: [{ key: 'why', label: 'Why?', type: 'longText', required: true }],
      allowedOrigins: ['https://game.example'],
      settings: {
        autovalidate: false,
        autoinvite: true,
        minSubscribers: 500,
        verification: 'email',
      },
    });
    const url = `/lead-magnet/campaign/${campaign.id}/${lm.id}`;
    const updated = await call('POST', url, me.headers, { settings: { minSubscribers: 800 } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<LeadMagnet>()).toMatchObject({
      title: 'Play it first',
      fields: [{ key: 'why', label: 'Why?', type: 'longText', required: true, options: [] }],
      allowedOrigins: ['https://game.example'],
      settings: {
        autovalidate: false,
        autoinvite: true,
        minSubscribers: 800,
        verification: 'email',
      },
    });

    const cleared = await call('POST', url, me.headers, {
      title: '',
      fields: [],
      type: 'embeddable_form',
    });
    expect(cleared.json<LeadMagnet>()).toMatchObject({
      title: null,
      fields: [],
      type: 'embeddable_form',
      allowedOrigins: ['https://game.example'],
      settings: { minSubscribers: 800, verification: 'email' },
    });
    const [row] = await t.database.db.select().from(leadMagnets).where(eq(leadMagnets.id, lm.id));
    expect(row?.minSubscribers).toBe(800);
  });

  it('validates the definition: field keys, duplicate keys, origins', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const bad = await call('POST', `/lead-magnet/campaign/${campaign.id}`, me.headers, {
      type: 'hosted_page',
      slug: uniqueSlug(),
      fields: [
        { key: 'a', label: 'A', type: 'text' },
        { key: 'a', label: 'B', type: 'text' },
      ],
      allowedOrigins: ['javascript:alert(1)'],
    });
    expectRefusedFields(bad, ['allowedOrigins.0', 'fields']);
  });

  it('is for the team: no token is 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/lead-magnet/campaign/1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('submissions list', () => {
  async function seeded() {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const lm = await createTestLeadMagnet(t, me.headers, campaign.id);
    const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, minutes));
    const rows = [
      await insertTestSubmission(t, lm, { email: 'ann@alpha.example', createdAt: at(1) }),
      await insertTestSubmission(t, lm, {
        email: 'bob@beta.example',
        status: 'mapped',
        createdAt: at(2),
        flags: ['emailDomainMismatch'],
      }),
      await insertTestSubmission(t, lm, {
        email: 'cat@gamma.example',
        status: 'check error',
        checkStep: 'validate',
        checkReason: 'YouTube API key is not configured',
        checkAt: at(10),
        createdAt: at(3),
      }),
      await insertTestSubmission(t, lm, {
        email: 'dan@delta.example',
        status: 'added to workflow',
        outcome: 'invited',
        channelUrl: 'https://www.twitch.tv/dan_100%',
        channelType: 2,
        channelKey: 'twitch:login:dan',
        createdAt: at(4),
      }),
      await insertTestSubmission(t, lm, {
        email: 'eve@alpha.example',
        status: 'mapped',
        outcome: 'belowMinimum',
        createdAt: at(5),
      }),
    ];
    // Another campaign's submissions never show.
    const otherLm = await createTestLeadMagnet(t, me.headers, (await createTestCampaign(t)).id);
    await insertTestSubmission(t, otherLm, { email: 'zed@alpha.example' });
    const list = async (query = '') => {
      const response = await call(
        'GET',
        `/lead-magnet/campaign/${campaign.id}/submissions${query}`,
        me.headers,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SubmissionListResponse>();
    };
    return { me, campaign, lm, rows, list };
  }

  it('pages newest first by default, with the total and the counts per status', async () => {
    const { list, rows } = await seeded();
    const first = await list('?pageSize=2');
    expect(first.total).toBe(5);
    expect(first.items.map((i) => i.email)).toEqual(['eve@alpha.example', 'dan@delta.example']);
    expect(first.statusCounts).toEqual({
      'not mapped': 1,
      mapped: 2,
      'email sent': 0,
      'added to workflow': 1,
      'check error': 1,
    });
    const third = await list('?pageSize=2&page=2');
    expect(third.items.map((i) => i.id)).toEqual([rows[0]?.id]);
    const byEmail = await list('?sortField=email&sortOrder=asc');
    expect(byEmail.items.map((i) => i.email)).toEqual([
      'ann@alpha.example',
      'bob@beta.example',
      'cat@gamma.example',
      'dan@delta.example',
      'eve@alpha.example',
    ]);
  });

  it('shows a check error with its SPEC message, step and reason', async () => {
    const { list } = await seeded();
    const [item] = (await list('?status=check+error')).items;
    expect(item).toMatchObject({
      email: 'cat@gamma.example',
      status: 'check error',
      checkError: {
        step: 'validate',
        message: 'System error before channel validation',
        reason: 'YouTube API key is not configured',
        at: '2026-06-01T12:10:00.000Z',
      },
      channelProof: null,
      emailConfirmed: false,
      influencer: null,
      channel: null,
    });
  });

  it('filters by status, outcome, flag and text; the status counts ignore only the status filter', async () => {
    const { list } = await seeded();
    const mapped = await list('?status=mapped');
    expect(mapped.items.map((i) => i.email).sort()).toEqual([
      'bob@beta.example',
      'eve@alpha.example',
    ]);
    expect(mapped.total).toBe(2);
    expect(mapped.statusCounts.mapped).toBe(2);
    expect(mapped.statusCounts['not mapped']).toBe(1);

    expect((await list('?outcome=belowMinimum')).items.map((i) => i.email)).toEqual([
      'eve@alpha.example',
    ]);
    expect((await list('?flagged=true')).items.map((i) => i.email)).toEqual(['bob@beta.example']);
    expect((await list('?flagged=false')).total).toBe(4);

    const alpha = await list('?search=ALPHA.example');
    expect(alpha.items.map((i) => i.email)).toEqual(['eve@alpha.example', 'ann@alpha.example']);
    expect(alpha.statusCounts).toMatchObject({ 'not mapped': 1, mapped: 1, 'check error': 0 });
    // The channel URL is searched too, and % is a literal character.
    expect((await list('?search=dan_100%25')).items.map((i) => i.email)).toEqual([
      'dan@delta.example',
    ]);
    expect((await list('?search=100%25x')).total).toBe(0);
  });

  it('refuses malformed query parameters with 400', async () => {
    const { list: _list, campaign, me } = await seeded();
    for (const query of [
      '?pageSize=0',
      '?sortField=id',
      '?status=done',
      '?flagged=yes',
      '?page=-1',
    ]) {
      const response = await call(
        'GET',
        `/lead-magnet/campaign/${campaign.id}/submissions${query}`,
        me.headers,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('deletes one submission of the campaign; another campaign id or a second delete is 404', async () => {
    const { me, campaign, rows, list } = await seeded();
    const target = rows[1];
    if (!target) throw new Error('seed');
    const other = await createTestCampaign(t);
    const wrongCampaign = await call(
      'DELETE',
      `/lead-magnet/campaign/${other.id}/submissions/${target.id}`,
      me.headers,
    );
    expect(wrongCampaign.statusCode).toBe(404);
    const url = `/lead-magnet/campaign/${campaign.id}/submissions/${target.id}`;
    expect((await call('DELETE', url, me.headers)).statusCode).toBe(204);
    expect((await list()).items.map((i) => i.id)).not.toContain(target.id);
    expect((await list()).total).toBe(4);
    const again = await call('DELETE', url, me.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'NOT_FOUND', message: 'Submission not found' });
  });

  it('shows a mapped submission with its influencer, channel and verification', async () => {
    const { lm, list } = await seeded();
    const influencer = await createTestInfluencer(t, { mediaName: 'Mapped Maker' }, [
      { title: 'Maker Channel', subscribers: 4321 },
    ]);
    const channel = influencer.channels[0];
    if (!channel) throw new Error('seed');
    await insertTestSubmission(t, lm, {
      email: 'mapped@maker.example',
      status: 'email sent',
      influencerId: influencer.id,
      channelId: channel.id,
      channelProof: 'code',
      channelProvenAt: new Date(),
      emailConfirmedAt: new Date(),
      attempts: 2,
      fields: { platform: 'PC' },
    });
    const [item] = (await list('?search=mapped@maker')).items;
    expect(item).toMatchObject({
      status: 'email sent',
      channelProof: 'code',
      emailConfirmed: true,
      heldBecause: [],
      attempts: 2,
      fields: { platform: 'PC' },
      influencer: { id: influencer.id, name: 'Mapped Maker' },
      channel: {
        id: channel.id,
        name: 'Maker Channel',
        url: channel.url,
        type: 1,
        subscribers: 4321,
      },
      checkError: null,
    });
  });

  it("counts the lead magnet's submissions in its answer", async () => {
    const { me, campaign } = await seeded();
    const got = await call('GET', `/lead-magnet/campaign/${campaign.id}`, me.headers);
    expect(got.json<{ leadMagnet: LeadMagnet }>().leadMagnet.submissionsCount).toBe(5);
  });

  it('answers 404 for retry, mapping and add-to-campaign of a submission that is not there', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    await createTestLeadMagnet(t, me.headers, campaign.id);
    const base = `/lead-magnet/campaign/${campaign.id}/submissions/2000000000`;
    for (const [path, body] of [
      [`${base}/retry`, undefined],
      [`${base}/add-to-campaign`, undefined],
      [`${base}/apply-mapping`, { mapping: { kind: 'channel', channelId: 1 } }],
    ] as const) {
      const response = await call('POST', path, me.headers, body ?? {});
      expect(response.statusCode, `${path} ${response.body}`).toBe(404);
    }
  });
});

describe('stats', () => {
  it('counts submissions sent in the period, and how many of them are mapped and added', async () => {
    const me = await signedIn(t);
    const campaign = await createTestCampaign(t);
    const lm = await createTestLeadMagnet(t, me.headers, campaign.id);
    const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
    await insertTestSubmission(t, lm, { createdAt: sql`now()` as unknown as Date });
    await insertTestSubmission(t, lm, {
      createdAt: sql`now()` as unknown as Date,
      mappedAt: new Date(),
    });
    await insertTestSubmission(t, lm, {
      createdAt: sql`now()` as unknown as Date,
      mappedAt: new Date(),
      addedAt: new Date(),
    });
    await insertTestSubmission(t, lm, {
      createdAt: ago(10) as unknown as Date,
      mappedAt: new Date(),
      addedAt: new Date(),
    });
    await insertTestSubmission(t, lm, { createdAt: ago(40) as unknown as Date });

    const stats = async (query: string) => {
      const response = await call('GET', `/lead-magnet/stats${query}`, me.headers);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LeadMagnetStatsResponse>();
    };

    const week = await stats(`?campaignId=${campaign.id}&period=7`);
    expect(week.totals).toEqual({ submissions: 3, mapped: 2, added: 1, conversion: 0.3333 });
    expect(week.campaigns).toEqual([
      {
        campaignId: campaign.id,
        campaignName: campaign.name,
        leadMagnetId: lm.id,
        slug: lm.slug,
        submissions: 3,
        mapped: 2,
        added: 1,
        conversion: 0.3333,
      },
    ]);
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)).toMatchObject({ from: week.to, to: week.to, submissions: 3 });
    expect(week.series.slice(0, 6).every((d) => d.submissions === 0)).toBe(true);

    const month = await stats(`?campaignId=${campaign.id}&period=30`);
    expect(month.totals).toEqual({ submissions: 4, mapped: 3, added: 2, conversion: 0.5 });
    expect(month.series).toHaveLength(30);
    expect(month.series.reduce((n, d) => n + d.submissions, 0)).toBe(4);
    expect(month.series.reduce((n, d) => n + d.added, 0)).toBe(2);

    const year = await stats(`?campaignId=${campaign.id}&period=365`);
    expect(year.totals.submissions).toBe(5);
    // Calendar months, the first cut to the period's first day.
    expect(year.series.length).toBeGreaterThanOrEqual(12);
    expect(year.series.length).toBeLessThanOrEqual(13);
    expect(year.series[0]?.from).toBe(year.from);
    expect(year.series.at(-1)?.to).toBe(year.to);
    expect(year.series.reduce((n, d) => n + d.submissions, 0)).toBe(5);

    // Every live-capture campaign when none is named; a flagged campaign with no lead magnet too.
    const bare = await createTestCampaign(t, { isLiveCapture: true });
    const all = await stats('?period=7');
    expect(all.campaigns.find((c) => c.campaignId === campaign.id)).toMatchObject({
      submissions: 3,
    });
    expect(all.campaigns.find((c) => c.campaignId === bare.id)).toEqual({
      campaignId: bare.id,
      campaignName: bare.name,
      leadMagnetId: null,
      slug: null,
      submissions: 0,
      mapped: 0,
      added: 0,
      conversion: null,
    });
    expect(all.totals.submissions).toBe(all.campaigns.reduce((n, c) => n + c.submissions, 0));
    expect(all.series.reduce((n, d) => n + d.submissions, 0)).toBe(all.totals.submissions);
  });

  it('answers 404 for an unknown campaign and 400 for a period SPEC 9 does not name', async () => {
    const me = await signedIn(t);
    expect(
      (await call('GET', '/lead-magnet/stats?campaignId=2000000000', me.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/lead-magnet/stats?period=10', me.headers)).statusCode).toBe(400);
  });
});

describe('blocklist', () => {
  it('normalises emails, domains and channel URLs, and refuses duplicates with 409', async () => {
    const admin = await asAdmin(t);
    const me = await signedIn(t);
    const block = (kind: string, value: string, headers = me.headers) =>
      call('POST', '/lead-magnet/blocklist', headers, { kind, value, note: 'spam' });

    const email = await block('email', '  Spammer@Example.COM ');
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json<BlocklistEntry>()).toMatchObject({
      kind: 'email',
      value: 'spammer@example.com',
      note: 'spam',
      createdBy: { id: me.id, name: 'Test User' },
    });
    expect((await block('emailDomain', '@Bad-Domain.example.')).json().value).toBe(
      'bad-domain.example',
    );
    const channel = await block('channel', 'youtube.com/@Some.Channel/videos?x=1');
    expect(channel.json().value).toBe('youtube:handle:some.channel');
    expect((await block('channel', 'https://m.twitch.tv/ShadyStreamer')).json().value).toBe(
      'twitch:login:shadystreamer',
    );

    const twice = await block('channel', 'https://www.youtube.com/@some.channel', admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'CONFLICT',
      message: 'This value is already on the blocklist',
      fields: { value: 'This value is already on the blocklist' },
    });
    expect((await block('email', 'spammer@example.com')).statusCode).toBe(409);

    const unsupported = await block('channel', 'https://vimeo.com/someone');
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json()).toEqual({
      code: 'VALIDATION',
      message: 'Unsupported channel URL',
      fields: { value: 'Unsupported channel URL' },
    });
    expect((await block('email', 'not-an-email')).json().fields).toEqual({
      value: 'Invalid email',
    });
    expect((await block('emailDomain', 'no spaces.com')).json().fields).toEqual({
      value: 'Invalid domain',
    });
  });

  it('lists newest first with search, and deletes (a second delete is 404)', async () => {
    const me = await signedIn(t);
    const marker = uniqueSlug('mark');
    const created: BlocklistEntry[] = [];
    for (const name of ['one', 'two', 'three']) {
      const response = await call('POST', '/lead-magnet/blocklist', me.headers, {
        kind: 'email',
        value: `${name}-${marker}@spam.example`,
      });
      created.push(response.json<BlocklistEntry>());
    }
    const listed = await call('POST', '/lead-magnet/blocklist/list', me.headers, {
      search: marker,
      pageSize: 2,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(3);
    expect(listed.json().items.map((i: BlocklistEntry) => i.id)).toEqual([
      created[2]?.id,
      created[1]?.id,
    ]);
    const target = created[0]?.id;
    expect((await call('DELETE', `/lead-magnet/blocklist/${target}`, me.headers)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/lead-magnet/blocklist/${target}`, me.headers)).statusCode).toBe(
      404,
    );
    const after = await call('POST', '/lead-magnet/blocklist/list', me.headers, { search: marker });
    expect(after.json().total).toBe(2);
  });
});
