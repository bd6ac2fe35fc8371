import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// The HTTP plumbing the provider stand-ins share: a server on 127.0.0.1 (random port), a
// request log, and "the next N calls answer this" for rate-limit and quota errors.

export type StandInRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: IncomingMessage['headers'];
};

export type StandInAnswer = { status: number; headers?: Record<string, string>; body: unknown };

export type StandInServer = {
  baseUrl: string;
  requests: StandInRequest[];
  /** Requests whose path contains `fragment` (all when omitted). */
  count(fragment?: string): number;
  /** The next `count` requests (token requests aside) get `answer()` instead of a real one. */
  failNext(count: number, answer: () => StandInAnswer): void;
  close(): Promise<void>;
};

export async function startStandInServer(
  route: (req: StandInRequest) => StandInAnswer,
): Promise<StandInServer> {
  const requests: StandInRequest[] = [];
  const failures: (() => StandInAnswer)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const request: StandInRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString('utf8'),
        headers: req.headers,
      };
      requests.push(request);
      let answer: StandInAnswer;
      try {
        answer = failures.shift()?.() ?? route(request);
      } catch (error) {
        answer = { status: 500, body: { error: String(error) } };
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        ...answer.headers,
      });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    count: (fragment) =>
      requests.filter((r) => fragment === undefined || r.path.includes(fragment)).length,
    failNext(count, answer) {
      for (let i = 0; i < count; i++) failures.push(answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
