import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

// The one rule for U+0000: a request whose path parameters, query or JSON body hold it, in
// any string or object key at any depth, is a 400 before validation. PostgreSQL's text and
// jsonb cannot store it, so without this rule it would reach the database as a 500; checked
// here, once, it covers every endpoint, future ones included.

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000)';

const hasNul = (text: string) => text.includes('\u0000');

/** Whether a parsed value holds U+0000 in any string or key: one pass, no allocation per node. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasNul(current)) return true;
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) pending.push(current[i]);
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // Bytes (a Buffer body) hold no text to check.
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        if (hasNul(key)) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The dotted path ("items.0.name") of the first string or key holding U+0000 in a parsed
 * JSON value (or a parsed query or params object), "" for the value itself, or null when
 * there is none. Iterative, so a deeply nested body cannot overflow the stack; the paths are
 * only built once a NUL is known to be there.
 */
export function nulPath(value: unknown): string | null {
  if (!holdsNul(value)) return null;
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (hasNul(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        pending.push({ value: current[i], path: join(path, String(i)) });
      }
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (hasNul(key)) return join(path, key.replaceAll('\u0000', '\\u0000'));
        pending.push({ value: child, path: join(path, key) });
      }
    }
  }
  return null;
}

/** Registers the rule on the whole app (a root preValidation hook reaches every route). */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const path = nulPath(input);
      if (path !== null) throw AppError.field(path || '_', NUL_MESSAGE);
    }
  });
}
