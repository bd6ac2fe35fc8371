// SPEC 9: translation loading retries up to 5 times, starting with a 350 ms delay (doubling).

export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_DELAY_MS = 350;

export type RetryOptions = {
  retries?: number;
  delayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

export type RetryResult = { status: number; text: string; attempts: number };

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Network failures and 5xx are worth another try; 4xx (e.g. a missing file) is final. */
export async function fetchWithRetry(
  url: string,
  options: RetryOptions = {},
): Promise<RetryResult> {
  const retries = options.retries ?? TRANSLATION_RETRIES;
  const sleep = options.sleep ?? sleepFor;
  const doFetch = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  let delay = options.delayMs ?? TRANSLATION_RETRY_DELAY_MS;
  let lastError: unknown = null;

  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    try {
      const response = await doFetch(url, { headers: { Accept: 'application/json' } });
      if (response.status < 500) {
        return { status: response.status, text: await response.text(), attempts: attempt };
      }
      lastError = new Error(`failed loading ${url}: status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt <= retries) {
      await sleep(delay);
      delay *= 2;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`failed loading ${url}`);
}
