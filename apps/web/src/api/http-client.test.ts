// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileNameFromDisposition } from './download.ts';
import {
  BadRequestError,
  BadResponseError,
  CancelledError,
  NetworkError,
  TimeoutError,
} from './errors.ts';
import { asErrorBody, createHttpClient } from './http-client.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const routes: Record<string, Handler> = {
  'POST /api/user': (_req, res) =>
    json(res, 400, {
      code: 'VALIDATION',
      message: 'Value is required',
      fields: { email: 'Email already exists' },
    }),
  'GET /api/user': (req, res) =>
    req.headers.authorization === 'Bearer good-token'
      ? json(res, 200, { id: 1, email: 'a@b.c' })
      : json(res, 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
  'GET /api/forbidden': (_req, res) =>
    json(res, 403, { code: 'FORBIDDEN', message: 'You do not have permission to do this' }),
  'GET /api/broken': (_req, res) =>
    json(res, 500, { code: 'INTERNAL', message: 'Something goes wrong' }),
  'GET /api/html-error': (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<h1>Bad gateway</h1>');
  },
  'GET /api/plain-404': (_req, res) => {
    res.writeHead(404);
    res.end();
  },
  'GET /api/slow': (_req, res) => {
    setTimeout(() => json(res, 200, { ok: true }), 2000);
  },
  'PUT /api/echo': (req, res, body) =>
    json(res, 200, { contentType: req.headers['content-type'], body: JSON.parse(body) }),
  'DELETE /api/empty': (_req, res) => {
    res.writeHead(204);
    res.end();
  },
};

function json(res: ServerResponse, status: number, value: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(value));
}

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      const handler = routes[`${req.method} ${path}`];
      if (handler) handler(req, res, body);
      else json(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function client(token: string | null = 'good-token') {
  const onUnauthorized = vi.fn();
  return {
    http: createHttpClient({ baseUrl, getToken: () => token, onUnauthorized }),
    onUnauthorized,
  };
}

describe('http client against a real server', () => {
  it('sends the bearer token and reads JSON', async () => {
    const { http } = client();
    await expect(http.get('user')).resolves.toEqual({ id: 1, email: 'a@b.c' });
  });

  it('sends bodies as JSON and answers 204 with undefined', async () => {
    const { http } = client();
    await expect(http.put('echo', { a: 1 })).resolves.toEqual({
      contentType: 'application/json',
      body: { a: 1 },
    });
    await expect(http.delete('empty')).resolves.toBeUndefined();
  });

  it('maps 4xx to BadRequestError with code, message and field messages', async () => {
    const { http, onUnauthorized } = client();
    const error = await http.post('user', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Value is required',
      fields: { email: 'Email already exists' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps 403 and a body-less 404 with default codes', async () => {
    const { http } = client();
    await expect(http.get('forbidden')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const notFound = await http.get('plain-404').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(BadRequestError);
    expect(notFound).toMatchObject({ code: 'NOT_FOUND', message: 'Not found', fields: {} });
  });

  it('calls onUnauthorized on any 401, then throws', async () => {
    const { http, onUnauthorized } = client('stale-token');
    await expect(http.get('user')).rejects.toBeInstanceOf(BadRequestError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('maps 5xx to BadResponseError, with or without a JSON body', async () => {
    const { http } = client();
    await expect(http.get('broken')).rejects.toSatisfy(
      (e) =>
        e instanceof BadResponseError && e.status === 500 && e.message === 'Something goes wrong',
    );
    await expect(http.get('html-error')).rejects.toSatisfy(
      (e) => e instanceof BadResponseError && e.status === 502,
    );
  });

  it('maps a refused connection to NetworkError', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const http = createHttpClient({
      baseUrl: `http://127.0.0.1:${port}/api/`,
      getToken: () => null,
      onUnauthorized: () => {},
    });
    await expect(http.get('user')).rejects.toBeInstanceOf(NetworkError);
  });

  it('maps an aborted request to CancelledError', async () => {
    const { http } = client();
    const controller = new AbortController();
    const pending = http.get('slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    const already = new AbortController();
    already.abort();
    await expect(http.get('user', { signal: already.signal })).rejects.toBeInstanceOf(
      CancelledError,
    );
  });

  it('has no timeout by default, but maps an asked-for timeout to TimeoutError', async () => {
    const { http } = client();
    await expect(http.get('slow', { timeoutMs: 100 })).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('asErrorBody', () => {
  it.each([
    { code: 'VALIDATION', message: 'm', fields: { email: 'Invalid email' } },
    { code: 'INTERNAL', message: 'Something goes wrong' },
    { code: 'NOPE', message: 'x' },
    { code: 'VALIDATION', message: 1 },
    { code: 'VALIDATION', message: 'm', fields: { a: 1 } },
    { code: 'VALIDATION', message: 'm', fields: [] },
    null,
    'text',
  ])('agrees with the contract errorBody schema for %j', (value) => {
    expect(asErrorBody(value) !== null).toBe(errorBody.safeParse(value).success);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads plain, quoted and RFC 5987 names', () => {
    expect(fileNameFromDisposition('attachment; filename=influencers.xlsx')).toBe(
      'influencers.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename="used codes.txt"')).toBe('used codes.txt');
    expect(
      fileNameFromDisposition(
        'attachment; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.txt; filename="x.txt"',
      ),
    ).toBe('résumé.txt');
  });
  it('strips directories and returns null when absent', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
