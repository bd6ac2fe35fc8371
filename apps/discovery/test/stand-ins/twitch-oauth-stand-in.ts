import { randomBytes } from 'node:crypto';
import { type StandInServer, startStandInServer } from './stand-in-server.ts';

// Twitch's OAuth client-credentials endpoint (id.twitch.tv/oauth2/token), as it answers:
// { access_token, expires_in, token_type: "bearer" }, 400 { status, message } for bad clients.

export const STAND_IN_CLIENT = {
  id: 'uo6dggojyb8d6soh92zknwmi5ej1q2',
  secret: 'nyo51xcdrerl8z9m56w9w6wg',
};

export type TwitchOAuthStandIn = StandInServer & {
  /** Whether a request carries a token this stand-in issued for the stand-in client. */
  authorized(headers: Record<string, string | string[] | undefined>): boolean;
};

export async function startTwitchOAuthStandIn(): Promise<TwitchOAuthStandIn> {
  const tokens = new Set<string>();
  const server = await startStandInServer((req) => {
    if (req.method !== 'POST' || req.path !== '/oauth2/token')
      return { status: 404, body: { status: 404, message: 'Not Found' } };
    if (req.query.get('grant_type') !== 'client_credentials') {
      return { status: 400, body: { status: 400, message: 'unsupported grant type' } };
    }
    if (req.query.get('client_id') !== STAND_IN_CLIENT.id)
      return { status: 400, body: { status: 400, message: 'invalid client' } };
    if (req.query.get('client_secret') !== STAND_IN_CLIENT.secret) {
      return { status: 403, body: { status: 403, message: 'invalid client secret' } };
    }
    const token = randomBytes(15).toString('hex');
    tokens.add(token);
    return {
      status: 200,
      body: { access_token: token, expires_in: 5011271, token_type: 'bearer' },
    };
  });
  return {
    ...server,
    authorized(headers) {
      const auth = String(headers.authorization ?? '');
      const clientId = String(headers['client-id'] ?? '');
      return (
        clientId === STAND_IN_CLIENT.id && auth.startsWith('Bearer ') && tokens.has(auth.slice(7))
      );
    },
  };
}
