// Child process: the keys benchmark's 50 "Get my key" clients. They run beside the server
// rather than on its event loop, as real clients would, so the figure is the server's.
import { once } from 'node:events';
import { Agent, request } from 'node:http';

export type FulfilClientsInput = {
  url: string;
  token: string;
  campaignId: number;
  influencerIds: number[];
  clients: number;
};
export type FulfilClientsResult = {
  seconds: number;
  /** Distinct codes received. */
  codes: number;
  /** Creators who got no code ("No codes left for ..."). */
  refused: number;
  /** Codes that reached two different creators (must be 0). */
  duplicates: number;
};

const [input] = (await once(process, 'message')) as [FulfilClientsInput];
const holderOf = new Map<string, number>();
let duplicates = 0;
let refused = 0;
let next = 0;

// node:http with keep-alive rather than fetch: the load generator should cost as little CPU
// as it can, since it shares the machine's cores with the server and the database.
const agent = new Agent({ keepAlive: true, maxSockets: input.clients });
const target = new URL('/api/redeem-code/fulfill', input.url);

function post(body: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${input.token}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode === 200) resolve(JSON.parse(text));
          else reject(new Error(`fulfil answered ${res.statusCode}: ${text}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function client() {
  for (;;) {
    const influencerId = input.influencerIds[next++];
    if (influencerId === undefined) return;
    const answer = (await post(JSON.stringify({ campaignId: input.campaignId, influencerId }))) as {
      platforms: { codes: string[] }[];
    };
    const codes = answer.platforms.flatMap((p) => p.codes);
    if (codes.length === 0) refused++;
    for (const code of codes) {
      const holder = holderOf.get(code);
      if (holder !== undefined && holder !== influencerId) duplicates++;
      holderOf.set(code, influencerId);
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: input.clients }, client));
const result: FulfilClientsResult = {
  seconds: (performance.now() - started) / 1000,
  codes: holderOf.size,
  refused,
  duplicates,
};
agent.destroy();
process.send?.(result, () => process.disconnect());
