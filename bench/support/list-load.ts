import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type LoadResult = {
  /** Answers 200 received while measuring. */
  ok: number;
  /** Other statuses and failed connections while measuring (the first one's text kept). */
  errors: number;
  firstError: string | null;
  seconds: number;
  /** Each answer's time in ms (errors included). */
  latencies: number[];
};

/**
 * `clients` keep-alive clients, each sending its next POST as soon as its last is answered,
 * round-robin over `urls`, for `seconds` after `warmupSeconds` unmeasured. node:http rather
 * than fetch: the load generator shares the machine's cores with the servers and the database,
 * so it should cost as little CPU as it can.
 */
export async function postLoad(options: {
  urls: string[];
  path: string;
  body: unknown;
  token: string;
  clients: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<LoadResult> {
  const body = JSON.stringify(options.body);
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    authorization: `Bearer ${options.token}`,
  };
  const targets = options.urls.map((url) => ({
    target: new URL(options.path, url),
    agent: new Agent({ keepAlive: true, maxSockets: options.clients }),
  }));
  const post = (n: number) =>
    new Promise<{ status: number; text: string }>((done, fail) => {
      const to = targets[n % targets.length];
      if (!to) throw new Error('no URL to load');
      const { target, agent } = to;
      const req = request(target, { method: 'POST', agent, headers }, (res) => {
        const status = res.statusCode ?? 0;
        // A 200's body is read and dropped (the caller checks one page whole); an error's kept.
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (status !== 200) text += chunk;
        });
        res.on('end', () => done({ status, text }));
        res.on('error', fail);
      });
      req.on('error', fail);
      req.end(body);
    });

  const result: LoadResult = { ok: 0, errors: 0, firstError: null, seconds: 0, latencies: [] };
  const warmEnd = performance.now() + options.warmupSeconds * 1000;
  const end = warmEnd + options.seconds * 1000;
  let lastAnswer = warmEnd;
  const client = async (i: number) => {
    for (let n = i; ; n++) {
      const started = performance.now();
      if (started >= end) return;
      let failure: string | null = null;
      try {
        const answer = await post(n);
        if (answer.status !== 200) failure = `${answer.status}: ${answer.text.slice(0, 300)}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      const finished = performance.now();
      // A request counts when it was sent inside the measured window.
      if (started < warmEnd) {
        if (failure) throw new Error(`warm-up request failed: ${failure}`);
        continue;
      }
      lastAnswer = Math.max(lastAnswer, finished);
      result.latencies.push(finished - started);
      if (failure) {
        result.errors++;
        result.firstError ??= failure;
        // A refused connection answers at once: do not spin.
        await sleep(10);
      } else {
        result.ok++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  for (const { agent } of targets) agent.destroy();
  result.seconds = (lastAnswer - warmEnd) / 1000;
  return result;
}
