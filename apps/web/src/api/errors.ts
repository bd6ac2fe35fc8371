import type { ErrorCode } from '@app/contract';
import { messages } from '@app/contract/messages.ts';

// SPEC 8: the client knows five kinds of failure. Screens switch on the class, not on text.

export class HttpError extends Error {
  override name = 'HttpError';
}

/** Any 4xx answer. Carries the contract's error code, message and field messages. */
export class BadRequestError extends HttpError {
  override name = 'BadRequestError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** Any 5xx answer, or a 2xx answer the client could not read. */
export class BadResponseError extends HttpError {
  override name = 'BadResponseError';
  readonly status: number;

  constructor(status: number, message: string = messages.somethingGoesWrong) {
    super(message);
    this.status = status;
  }
}

/** The request never got an answer (offline, DNS, refused connection). */
export class NetworkError extends HttpError {
  override name = 'NetworkError';
  constructor(message = 'Network error. Check your connection and try again.') {
    super(message);
  }
}

export class TimeoutError extends HttpError {
  override name = 'TimeoutError';
  constructor(message = 'The server took too long to answer') {
    super(message);
  }
}

/** The caller aborted the request (route change, unmounted query, user cancel). */
export class CancelledError extends HttpError {
  override name = 'CancelledError';
  constructor(message = 'Request cancelled') {
    super(message);
  }
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return messages.somethingGoesWrong;
}
