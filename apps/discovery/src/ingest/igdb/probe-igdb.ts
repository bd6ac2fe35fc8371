import { answerProblemWords, igdbGames, readAnswer, twitchAppToken } from '@app/contract/providers';
import type { IngestConfig } from '../ingest-config.ts';

const CREDENTIALS_FIX =
  'Set TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET to an application registered at dev.twitch.tv/console (IGDB uses the Twitch application).';

/** A failed check, with what an Admin does about it. */
export class IgdbCheckError extends Error {
  override name = 'IgdbCheckError';
  readonly fix: string | null;
  constructor(message: string, fix: string | null) {
    super(message);
    this.fix = fix;
  }
}

async function post(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new IgdbCheckError(
      (error as Error).name === 'TimeoutError'
        ? `${what} did not answer within 10 s`
        : `${what} is unreachable: ${(error as Error).message}`,
      null,
    );
  }
}

/**
 * One cheap real IGDB call for Settings > Integrations and `npm run doctor`: the Twitch app
 * token, then `fields id; limit 1;` on /games. Outside the ingest's ledger (one call).
 */
export async function probeIgdb(config: IngestConfig): Promise<void> {
  const { twitchClientId, twitchClientSecret } = config;
  if (!twitchClientId || !twitchClientSecret) {
    throw new IgdbCheckError('The Twitch application is not configured', CREDENTIALS_FIX);
  }
  const query = new URLSearchParams({
    client_id: twitchClientId,
    client_secret: twitchClientSecret,
    grant_type: 'client_credentials',
  });
  // Twitch reads the client credentials from the query or a form body: both are sent.
  const tokenAnswer = await post(
    `${config.twitchOAuthUrl}/oauth2/token?${query}`,
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query.toString() },
    'Twitch',
  );
  const tokenText = await tokenAnswer.text();
  if (!tokenAnswer.ok) {
    throw new IgdbCheckError(
      `Twitch refused the application's credentials (${tokenAnswer.status})`,
      CREDENTIALS_FIX,
    );
  }
  const token = readAnswer(tokenText, twitchAppToken);
  if (!token.ok) {
    throw new IgdbCheckError(`Twitch answered ${answerProblemWords(token.problem)}`, null);
  }
  const games = await post(
    `${config.igdbApiUrl}/games`,
    {
      headers: {
        'Client-Id': twitchClientId,
        Authorization: `Bearer ${token.value.access_token}`,
        Accept: 'application/json',
        'Content-Type': 'text/plain',
      },
      body: 'fields id; limit 1;',
    },
    'IGDB',
  );
  const text = await games.text();
  if (games.status === 429) {
    throw new IgdbCheckError(
      'IGDB asks to slow down (429: at most 4 requests a second and 8 open)',
      null,
    );
  }
  if (games.status === 401 || games.status === 403) {
    throw new IgdbCheckError(
      `IGDB refused the Twitch application (${games.status})`,
      CREDENTIALS_FIX,
    );
  }
  if (!games.ok) throw new IgdbCheckError(`IGDB answered ${games.status}`, null);
  const read = readAnswer(text, igdbGames);
  if (!read.ok) {
    throw new IgdbCheckError(`IGDB answered ${answerProblemWords(read.problem)}`, null);
  }
}
