import {
  applyPageEndpoints,
  channelSignIn,
  type PublicApplyPage,
  type PublicSubmission,
  publicApplyPage,
  publicSubmission,
} from '@app/contract';
import { applyPageRoutes } from '@app/contract/endpoints/apply-page-routes.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../api/errors.ts';
import { expectRoutesAsDeclared } from '../../testing/public-page-routes.ts';
import { channelSignIns } from '../channel-sign-in.ts';
import {
  channelSignInUrl,
  checkSubmissionCode,
  getSubmission,
  isPublicApplyPage,
  isPublicSubmission,
  submitApplication,
} from './apply-api.ts';

const samplePage: PublicApplyPage = {
  slug: 'starfall',
  type: 'hosted_page',
  title: 'Play Starfall first',
  intro: 'Stream the demo.',
  imageUrl: null,
  productTitle: 'Starfall',
  fields: [
    { key: 'country', label: 'Country', type: 'select', required: true, options: ['FR', 'US'] },
    { key: 'about', label: 'About you', type: 'longText', required: false, options: [] },
  ],
  verification: 'channel',
  signIn: ['google', 'twitch'],
};

const sampleSubmission: PublicSubmission = {
  token: 'tok_0123456789abcdef',
  state: 'processing',
  channelType: 1,
  verificationCode: null,
  ad: null,
  message: null,
};

const fetchSpy = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

describe('the apply page guards (no zod on the page)', () => {
  // The states need no check here: the contract builds applyState from the list the page reads.
  it('know every sign-in of the contract', () => {
    expect([...channelSignIns]).toEqual(channelSignIn.options);
  });

  it('accept what the contract accepts', () => {
    expect(publicApplyPage.safeParse(samplePage).success).toBe(true);
    expect(isPublicApplyPage(samplePage)).toBe(true);
    const ad = {
      ...sampleSubmission,
      state: 'ad',
      ad: { title: 'Wishlist', description: null, ctaLabel: 'Go', ctaUrl: 'https://x.example' },
    };
    for (const value of [sampleSubmission, ad]) {
      expect(publicSubmission.safeParse(value).success).toBe(true);
      expect(isPublicSubmission(value)).toBe(true);
    }
  });

  it.each([
    ['no title', { ...samplePage, title: null }],
    ['a foreign type', { ...samplePage, type: 'popup' }],
    [
      'a foreign field type',
      { ...samplePage, fields: [{ ...samplePage.fields[0], type: 'date' }] },
    ],
    ['options not strings', { ...samplePage, fields: [{ ...samplePage.fields[0], options: [1] }] }],
    ['no verification', { ...samplePage, verification: undefined }],
    ['no sign-ins', { ...samplePage, signIn: undefined }],
    ['a foreign sign-in', { ...samplePage, signIn: ['facebook'] }],
  ])('refuse a page with %s, as the contract does', (_name, value) => {
    expect(publicApplyPage.safeParse(value).success).toBe(false);
    expect(isPublicApplyPage(value)).toBe(false);
  });

  it.each([
    ['an unknown state', { ...sampleSubmission, state: 'approved' }],
    ['no token', { ...sampleSubmission, token: undefined }],
    ['a foreign channel type', { ...sampleSubmission, channelType: 3 }],
    ['an ad without its parts', { ...sampleSubmission, ad: { title: 'x' } }],
    ['a numeric code', { ...sampleSubmission, verificationCode: 123456 }],
  ])('refuse a submission with %s, as the contract does', (_name, value) => {
    expect(publicSubmission.safeParse(value).success).toBe(false);
    expect(isPublicSubmission(value)).toBe(false);
  });
});

describe('the apply page client', () => {
  it("calls each endpoint at the contract's method and path", () => {
    expectRoutesAsDeclared(applyPageRoutes, applyPageEndpoints);
  });

  it('submits, polls and checks the code at their paths', async () => {
    vi.stubGlobal('fetch', fetchSpy);
    fetchSpy.mockImplementation(async () => answer(sampleSubmission));
    const body = { email: 'a@b.example', channelUrl: 'https://youtube.com/@a', fields: {} };
    await submitApplication('starfall', body);
    await getSubmission('starfall', sampleSubmission.token);
    await checkSubmissionCode('starfall', sampleSubmission.token);
    fetchSpy.mockImplementation(async () => answer({ url: 'https://accounts.example/o' }));
    expect(await channelSignInUrl('starfall', sampleSubmission.token, 'google')).toBe(
      'https://accounts.example/o',
    );
    const calls = fetchSpy.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);
    expect(calls).toEqual([
      'POST /api/public/apply/starfall/submissions',
      `GET /api/public/apply/starfall/submissions/${sampleSubmission.token}`,
      `POST /api/public/apply/starfall/submissions/${sampleSubmission.token}/check-code`,
      `GET /api/public/apply/starfall/submissions/${sampleSubmission.token}/sign-in/google`,
    ]);
    expect(fetchSpy.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(body));
  });

  it("turns the server's refusal into a BadRequestError with its field messages", async () => {
    vi.stubGlobal('fetch', fetchSpy);
    fetchSpy.mockResolvedValue(
      answer(
        { code: 'VALIDATION', message: 'Invalid email', fields: { email: 'Invalid email' } },
        400,
      ),
    );
    const failure = await submitApplication('starfall', {
      email: 'x',
      channelUrl: 'y',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BadRequestError);
    expect((failure as BadRequestError).fields).toEqual({ email: 'Invalid email' });
  });
});
