import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// A provider that answers what a test scripts, one answer per request in order (the last one
// repeats): the documented error bodies below, and the hostile answers a real installation
// meets (an HTML page, an empty body, cut-off JSON, an error inside a 200, no answer at all).

export type ScriptedAnswer =
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { status: number; raw: string; headers?: Record<string, string> }
  /** Headers sent, then nothing: the body never ends. */
  | { hang: true };

export type ScriptedProvider = {
  baseUrl: string;
  /** The answers to the next requests, in order; the last repeats. */
  script(...answers: ScriptedAnswer[]): void;
  requests: string[];
};

export const hostileAnswers = {
  html: {
    status: 200,
    raw: '<!DOCTYPE html><html><head><title>Sign in</title></head><body>Proxy login</body></html>',
    headers: { 'content-type': 'text/html' },
  },
  empty: { status: 200, raw: '' },
  truncated: { status: 200, raw: '{"kind":"youtube#channelListResponse","items":[{"id":"UC' },
  errorInside: {
    status: 200,
    body: { error: { code: 500, message: 'Backend Error', errors: [{ reason: 'backendError' }] } },
  },
  hang: { hang: true },
} satisfies Record<string, ScriptedAnswer>;

/** Google's error body (YouTube Data API "Errors" reference, Gmail "Handle errors"). */
export function googleError(code: number, reason: string, message: string, domain = 'global') {
  return {
    status: code,
    body: { error: { code, message, errors: [{ message, domain, reason }] } },
  } satisfies ScriptedAnswer;
}

export const youtubeErrors = {
  quotaExceeded: googleError(
    403,
    'quotaExceeded',
    'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    'youtube.quota',
  ),
  rateLimitExceeded: googleError(
    403,
    'rateLimitExceeded',
    'The request cannot be completed because you have exceeded your quota.',
    'usageLimits',
  ),
  keyInvalid: googleError(400, 'badRequest', 'API key not valid. Please pass a valid API key.'),
  accessNotConfigured: googleError(
    403,
    'accessNotConfigured',
    'YouTube Data API v3 has not been used in project 123 before or it is disabled.',
    'usageLimits',
  ),
  backendError: googleError(500, 'backendError', 'Backend Error'),
};

/** Helix's 429: the points bucket is empty until Ratelimit-Reset (epoch seconds). */
export function helixTooManyRequests(resetInSeconds: number): ScriptedAnswer {
  return {
    status: 429,
    body: { error: 'Too Many Requests', status: 429, message: 'Too Many Requests' },
    headers: {
      'ratelimit-limit': '800',
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(Math.ceil(Date.now() / 1000) + resetInSeconds),
    },
  };
}

function send(res: ServerResponse, answer: ScriptedAnswer) {
  if ('hang' in answer) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"kind":');
    return;
  }
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end('raw' in answer ? answer.raw : JSON.stringify(answer.body));
}

/** Starts on 127.0.0.1 (a random port); closed, hanging answers too, after the file's tests. */
export async function startScriptedProvider(): Promise<ScriptedProvider> {
  let answers: ScriptedAnswer[] = [{ status: 404, body: { error: 'no script' } }];
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    req.resume();
    req.on('end', () => send(res, answer as ScriptedAnswer));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    script(...next) {
      answers = next;
    },
    requests,
  };
}
