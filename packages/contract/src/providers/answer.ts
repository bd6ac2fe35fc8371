import type { z } from 'zod';

/**
 * Why a provider's answer could not be read. Each is a different thing for an Admin to hear:
 * an HTML page usually means a proxy or a wrong base URL, an empty or cut-off body a broken
 * connection, an error object inside a 200 a provider incident, a shape we do not know a
 * changed API.
 */
export type AnswerProblem = 'empty' | 'html' | 'truncated' | 'error_inside' | 'shape';

export type ReadAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; problem: AnswerProblem; detail: string };

const problemWords: Record<AnswerProblem, string> = {
  empty: 'an empty answer',
  html: 'a web page instead of data (a proxy, a login page or a wrong base URL?)',
  truncated: 'an answer cut off or not JSON',
  error_inside: 'an error inside a success answer',
  shape: 'data in a shape its reference does not describe',
};

/** "answered an empty answer" and so on: the words after "<Provider> answered". */
export function answerProblemWords(problem: AnswerProblem): string {
  return problemWords[problem];
}

/**
 * Reads a provider's answer text through the schema of its published definition. Never
 * throws: what is wrong comes back as a problem the client turns into its own error type.
 */
export function readAnswer<S extends z.ZodType>(text: string, schema: S): ReadAnswer<z.output<S>> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty', detail: 'empty body' };
  if (trimmed.startsWith('<')) {
    return { ok: false, problem: 'html', detail: trimmed.slice(0, 80).replace(/\s+/g, ' ') };
  }
  let body: unknown;
  try {
    body = JSON.parse(trimmed);
  } catch (error) {
    return { ok: false, problem: 'truncated', detail: (error as Error).message };
  }
  // Google and Twitch put an error object at the top of a failed answer; one inside a 2xx
  // is an error all the same (a gateway that lost the status, an incident).
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'error' in body) {
    return { ok: false, problem: 'error_inside', detail: JSON.stringify(body).slice(0, 200) };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? first.path.join('.') : 'answer';
    return { ok: false, problem: 'shape', detail: `${where}: ${first?.message ?? 'invalid'}` };
  }
  return { ok: true, value: parsed.data };
}

/** The error body of a failed answer, when it has the provider's error shape; else null. */
export function readErrorBody<S extends z.ZodType>(text: string, schema: S): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
