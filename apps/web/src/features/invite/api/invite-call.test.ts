import { invitePageEndpoints, type PublicInvite } from '@app/contract';
import { invitePageRoutes } from '@app/contract/endpoints/invite-page-routes.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BadResponseError } from '../../../api/errors.ts';
import { claimMyKeys } from '../../redeem-codes/api/invite-keys-api.ts';
import { getInvite, submitInvitePost } from './invite-api.ts';
import { callInviteRoute } from './invite-call.ts';

const token = 'abc_DEF-123456789';
const fetchSpy = vi.fn<typeof fetch>();
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const sent = () => {
  const [url, init] = fetchSpy.mock.calls[0] ?? [];
  return { url: String(url), method: init?.method, body: init?.body };
};

afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
});

describe('the invite page client', () => {
  it("calls each endpoint at the contract's method and path", () => {
    for (const [name, route] of Object.entries(invitePageRoutes)) {
      const declared = invitePageEndpoints[name as keyof typeof invitePageEndpoints];
      expect({ method: declared.method, path: declared.path }).toEqual(route);
    }
  });

  it('sends the token in the path and the body as JSON', async () => {
    vi.stubGlobal('fetch', fetchSpy);
    fetchSpy.mockResolvedValue(answer({}));
    await expect(submitInvitePost(token, 'https://youtu.be/x')).rejects.toBeInstanceOf(
      BadResponseError,
    );
    expect(sent()).toEqual({
      url: `/api/public/invite/${token}/posts`,
      method: 'POST',
      body: JSON.stringify({ url: 'https://youtu.be/x' }),
    });
  });

  it('answers what the guard accepts and refuses the rest', async () => {
    vi.stubGlobal('fetch', fetchSpy);
    const fulfilment = { platforms: [], canRequest: false };
    fetchSpy.mockResolvedValueOnce(answer(fulfilment));
    await expect(claimMyKeys(token)).resolves.toEqual(fulfilment);
    expect(sent()).toMatchObject({
      url: `/api/public/invite/${token}/redeem-codes`,
      method: 'POST',
    });
    fetchSpy.mockResolvedValueOnce(answer({ campaign: null }));
    await expect(getInvite(token)).rejects.toBeInstanceOf(BadResponseError);
  });

  it('takes only the route of the endpoint it is typed with', () => {
    const isAnything = (_value: unknown): _value is PublicInvite => true;
    const call = () =>
      callInviteRoute<typeof invitePageEndpoints.get>(
        // @ts-expect-error: the keys route is not the page's route
        invitePageRoutes.keys,
        { params: { token } },
        isAnything,
      );
    expect(call).toBeTypeOf('function');
  });
});
