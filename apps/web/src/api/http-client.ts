import type { ErrorBody, ErrorCode } from '@app/contract';
import { messages } from '@app/contract/messages.ts';
import {
  BadRequestError,
  BadResponseError,
  CancelledError,
  NetworkError,
  TimeoutError,
} from './errors.ts';

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No timeout unless asked for (SPEC 9). */
  timeoutMs?: number;
};

export type HttpClientConfig = {
  baseUrl: string;
  getToken: () => string | null;
  /** Called on every 401, before the error is thrown. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
};

export type HttpClient = {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Same pipeline, but the raw successful Response (for files). */
  raw(path: string, options?: RequestOptions): Promise<Response>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
};

// Plain literals checked against the contract's ErrorCode type: importing the contract's
// runtime here would put zod on the login route (see vite.config.ts).
const knownCodes: Record<ErrorCode, true> = {
  VALIDATION: true,
  BAD_REQUEST: true,
  UNAUTHORIZED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  CONFLICT: true,
  PAYLOAD_TOO_LARGE: true,
  UNSUPPORTED_MEDIA_TYPE: true,
  TOO_MANY_REQUESTS: true,
  INTERNAL: true,
};

const defaultCode: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const defaultMessage: Partial<Record<ErrorCode, string>> = {
  UNAUTHORIZED: messages.unauthorized,
  FORBIDDEN: messages.forbidden,
  NOT_FOUND: messages.notFound,
  TOO_MANY_REQUESTS: messages.tooManyRequests,
};

export function joinUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let url = base + path.replace(/^\/+/, '');
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** The contract's errorBody shape, checked by hand (a test keeps it in step with the schema). */
export function asErrorBody(value: unknown): ErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, message, fields } = value as Record<string, unknown>;
  if (typeof code !== 'string' || !Object.hasOwn(knownCodes, code)) return null;
  if (typeof message !== 'string') return null;
  if (fields === undefined) return { code: code as ErrorCode, message };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const entries = Object.entries(fields);
  if (!entries.every(([, v]) => typeof v === 'string')) return null;
  return {
    code: code as ErrorCode,
    message,
    fields: Object.fromEntries(entries) as Record<string, string>,
  };
}

async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    return asErrorBody(await response.json());
  } catch {
    return null;
  }
}

export async function toHttpError(response: Response): Promise<BadRequestError | BadResponseError> {
  const body = await readErrorBody(response);
  if (response.status >= 500) {
    return new BadResponseError(response.status, body?.message ?? messages.somethingGoesWrong);
  }
  const code: ErrorCode = body?.code ?? defaultCode[response.status] ?? 'BAD_REQUEST';
  const message = body?.message ?? defaultMessage[code] ?? messages.somethingGoesWrong;
  return new BadRequestError(response.status, code, message, body?.fields ?? {});
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const doFetch = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function raw(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    const token = config.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    // One controller joins the caller's signal and the optional timeout, so we can tell them apart.
    const controller = new AbortController();
    const callerSignal = options.signal;
    let timedOut = false;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) throw new CancelledError();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer =
      options.timeoutMs !== undefined
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, options.timeoutMs)
        : undefined;

    let response: Response;
    try {
      response = await doFetch(joinUrl(config.baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
      });
    } catch {
      if (timedOut) throw new TimeoutError();
      if (callerSignal?.aborted) throw new CancelledError();
      throw new NetworkError();
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    if (response.status === 401) config.onUnauthorized();
    if (!response.ok) throw await toHttpError(response);
    return response;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await raw(path, options);
    if (response.status === 204) return undefined as T;
    const text = await response.text().catch(() => {
      throw options.signal?.aborted ? new CancelledError() : new NetworkError();
    });
    if (!text) return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new BadResponseError(response.status, messages.somethingGoesWrong);
    }
  }

  return {
    request,
    raw,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
