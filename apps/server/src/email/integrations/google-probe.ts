import { googleTokenError, readErrorBody } from '@app/contract/providers';
import type { IntegrationProbe } from '../../platform/index.ts';
import { describeAnyFailure } from '../../platform/index.ts';

const CREDENTIALS_FIX =
  'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to an OAuth client (Web application) of Google Cloud Console > APIs & Services > Credentials.';

class GoogleClientRefused extends Error {
  readonly fix = CREDENTIALS_FIX;
}

/**
 * Google's OAuth client, checked without anyone's account: a refresh with a token that does
 * not exist. Google answers invalid_grant when it knows the client (the credentials work)
 * and invalid_client when it does not.
 */
export const googleProbe: IntegrationProbe = {
  key: 'google',
  name: 'Google sign-in (Gmail)',
  purpose: 'Connecting Gmail sender accounts: their mail is sent and synced through the Gmail API.',
  settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  configured: (config) =>
    config.email.google.clientId !== null && config.email.google.clientSecret !== null,
  async test(config) {
    const { google } = config.email;
    let response: Response;
    try {
      response = await fetch(google.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          client_id: google.clientId ?? '',
          client_secret: google.clientSecret ?? '',
          refresh_token: 'creatorhub-integration-check',
          grant_type: 'refresh_token',
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new Error(
        (error as Error).name === 'TimeoutError'
          ? 'Google did not answer within 10 s'
          : `Google is unreachable: ${(error as Error).message}`,
      );
    }
    const refusal = readErrorBody(await response.text(), googleTokenError);
    if (refusal?.error === 'invalid_grant') return {};
    if (refusal?.error === 'invalid_client' || refusal?.error === 'unauthorized_client') {
      throw new GoogleClientRefused(
        `Google does not accept the OAuth client (${refusal.error}${refusal.error_description ? `: ${refusal.error_description}` : ''})`,
      );
    }
    throw new Error(
      `Google's token endpoint answered ${response.status}${refusal ? ` (${refusal.error})` : ' something unreadable'}`,
    );
  },
  describe: describeAnyFailure,
};
