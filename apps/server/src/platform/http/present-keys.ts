import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Top-level keys of the JSON body as sent, before validation. */
    presentKeys: ReadonlySet<string> | null;
  }
}

/**
 * preValidation hook for partial updates (PUT): the contract's optional text fields turn a
 * missing key into null, which would erase the stored value. Remembering which keys were
 * sent lets a PUT change only those.
 */
export async function rememberPresentKeys(request: FastifyRequest): Promise<void> {
  const body = request.body;
  request.presentKeys =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? new Set(Object.keys(body))
      : new Set();
}

/** The validated body restricted to the keys the client sent. */
export function onlyPresent<T extends object>(request: FastifyRequest, body: T): Partial<T> {
  const keys = request.presentKeys;
  if (!keys) throw new Error('rememberPresentKeys did not run for this route');
  return Object.fromEntries(Object.entries(body).filter(([key]) => keys.has(key))) as Partial<T>;
}
