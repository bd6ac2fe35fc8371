// Child process: the keys benchmark's 50 "Get my key" clients. They run beside the server
// rather than on its event loop, as real clients would, so the figure is the server's.
import { drainConcurrently, inputFromParent, replyToParent } from './child-process.ts';
import { keepAlivePoster } from './keep-alive-post.ts';

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

const input = await inputFromParent<FulfilClientsInput>();
const holderOf = new Map<string, number>();
let duplicates = 0;
let refused = 0;
const poster = keepAlivePoster(new URL('/api/redeem-code/fulfill', input.url), input.clients);

const seconds = await drainConcurrently(
  input.influencerIds,
  input.clients,
  async (influencerId) => {
    const body = JSON.stringify({ campaignId: input.campaignId, influencerId });
    const answer = await poster.post(body, { authorization: `Bearer ${input.token}` });
    if (answer.status !== 200) throw new Error(`fulfil answered ${answer.status}: ${answer.text}`);
    const { platforms } = JSON.parse(answer.text) as { platforms: { codes: string[] }[] };
    const codes = platforms.flatMap((p) => p.codes);
    if (codes.length === 0) refused++;
    for (const code of codes) {
      const holder = holderOf.get(code);
      if (holder !== undefined && holder !== influencerId) duplicates++;
      holderOf.set(code, influencerId);
    }
  },
);
poster.close();
replyToParent({
  seconds,
  codes: holderOf.size,
  refused,
  duplicates,
} satisfies FulfilClientsResult);
