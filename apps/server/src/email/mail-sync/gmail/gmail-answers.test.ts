import {
  gmailHistoryList,
  gmailMessage,
  gmailMessageList,
  gmailProfile,
} from '@app/contract/providers';
import { describe, expect, it } from 'vitest';
import {
  googleError,
  hostileAnswers,
  startScriptedProvider,
} from '../../../../test/scripted-provider.ts';
import { testConfig } from '../../../../test/test-app.ts';
import { type MailerAccountRow, secretBoxFor } from '../../../platform/index.ts';
import { GmailApiError, GRANT_REFUSED, gmailApi } from './gmail-api.ts';

// Gmail and Google's token endpoint answering what a real installation may meet: a clear
// error each time (never a SyntaxError from inside a sync), Reconnect for a refused grant.

const provider = await startScriptedProvider();
const config = testConfig({
  GMAIL_API_URL: provider.baseUrl,
  GOOGLE_CLIENT_ID: 'client',
  GOOGLE_CLIENT_SECRET: 'secret',
  GOOGLE_OAUTH_TOKEN_URL: `${provider.baseUrl}/token`,
});
let accounts = 0;
function api() {
  accounts += 1;
  const account = {
    id: accounts,
    refreshTokenSealed: secretBoxFor(config).seal(`refresh-${accounts}`),
  } as MailerAccountRow;
  return gmailApi({ config } as Parameters<typeof gmailApi>[0], account);
}
const token = {
  status: 200,
  body: { access_token: 'ya29.x', expires_in: 3599, token_type: 'Bearer' },
};

describe('Gmail answers', () => {
  it('an HTML page, an empty body, cut-off JSON, an error inside a 200: GmailApiError in words', async () => {
    const cases = [
      [hostileAnswers.html, /a web page instead of data/],
      [hostileAnswers.empty, /an empty answer/],
      [hostileAnswers.truncated, /cut off or not JSON/],
      [hostileAnswers.errorInside, /an error inside a success answer/],
    ] as const;
    for (const [answer, words] of cases) {
      provider.script(token, answer);
      const error = await api()
        .get('profile', gmailProfile)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GmailApiError);
      expect((error as Error).message).toMatch(words);
    }
  });

  it('a 200 in a shape Gmail does not describe: GmailApiError naming the field, not a TypeError in the sync', async () => {
    provider.script(token, { status: 200, body: { messages: 'none', resultSizeEstimate: 0 } });
    const list = await api()
      .get('messages', gmailMessageList, { q: 'after:0' })
      .catch((e: unknown) => e);
    expect(list).toBeInstanceOf(GmailApiError);
    expect((list as GmailApiError).message).toMatch(
      /^Gmail answered an unexpected shape to GET messages: messages: /,
    );

    provider.script(token, { status: 200, body: { threadId: 't1', labelIds: ['INBOX'] } });
    const message = await api()
      .get('messages/m1', gmailMessage, { format: 'metadata' })
      .catch((e: unknown) => e);
    expect(message).toBeInstanceOf(GmailApiError);
    expect((message as GmailApiError).message).toMatch(
      /^Gmail answered an unexpected shape to GET messages\/m1: id: /,
    );
  });

  it('invalid_grant from the token endpoint: the account must be reconnected', async () => {
    provider.script({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    });
    await expect(api().get('profile', gmailProfile)).rejects.toThrow(GRANT_REFUSED);
  });

  it("the token endpoint's own odd answers: words, not a TypeError and not a token", async () => {
    const cases = [
      [hostileAnswers.html, /^Google's token endpoint answered a web page instead of data/],
      [hostileAnswers.truncated, /^Google's token endpoint answered an answer cut off/],
      // No expires_in: Google's web-server flow always gives one; without it the token's
      // life is unknown, so it is not used.
      [
        { status: 200, body: { access_token: 'ya29.x', token_type: 'Bearer' } },
        /^Google's token endpoint answered data in a shape .*: expires_in: /,
      ],
      [
        { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } },
        /^Google's token endpoint answered 401 \(invalid_client\)$/,
      ],
    ] as const;
    for (const [answer, words] of cases) {
      provider.script(answer);
      await expect(api().get('profile', gmailProfile)).rejects.toThrow(words);
    }
  });

  it('historyId too old (404) reaches the caller as a 404, which falls back to a full sync', async () => {
    provider.script(token, googleError(404, 'notFound', 'Requested entity was not found.'));
    await expect(
      api().get('history', gmailHistoryList, { startHistoryId: '1' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
