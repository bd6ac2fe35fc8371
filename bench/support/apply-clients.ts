// Child process: the apply-submit benchmark's concurrent creators. They run beside the server
// rather than on its event loop, as real clients would, so the figure is the server's.
import {
  POLL_INTERVAL_MS,
  POLL_LIMIT_MS,
} from '../../apps/web/src/public-pages/apply/apply-states.ts';
import { drainConcurrently, inputFromParent, replyToParent } from './child-process.ts';
import { keepAlivePoster } from './keep-alive-post.ts';

export type ApplyClientsInput = {
  url: string;
  slug: string;
  /** The creators to send, one submission each: email, channel URL and their address. */
  creators: { email: string; channelUrl: string; ip: string }[];
  clients: number;
  /**
   * The lead magnet needs the channel proven (issue 26): each creator puts the answered code
   * in the channel's description (the YouTube stand-in's `descriptionUrl`), then, as the page
   * does, polls the submission and presses Check now while it asks for the code.
   */
  proveChannel?: { descriptionUrl: string };
};
export type ApplyClientsResult = {
  seconds: number;
  /** Answers per HTTP status. */
  statuses: Record<string, number>;
  /** Distinct submission tokens answered. */
  tokens: number;
};

type Submitted = { token: string; state: string; verificationCode: string | null };

const input = await inputFromParent<ApplyClientsInput>();
const proofs: Promise<void>[] = [];

/** The code proof, first half: the creator puts the code in the channel's description. */
async function putCode(
  creator: ApplyClientsInput['creators'][number],
  submitted: Submitted,
  descriptionUrl: string,
) {
  const handle = creator.channelUrl.split('@')[1] ?? '';
  await fetch(
    `${descriptionUrl}?${new URLSearchParams({ handle, code: submitted.verificationCode ?? '' })}`,
    { method: 'POST' },
  );
}

/** How many times a creator presses Check now before waiting for the email instead. */
const CHECK_PRESSES = 30;

/**
 * The page's part, as the page does it (apply-states.ts): polls a submission being processed
 * every POLL_INTERVAL_MS for POLL_LIMIT_MS, then says "we will email you" and stops; while
 * asked for the code, the creator presses Check now (a pause between presses).
 */
async function pressCheck(creator: ApplyClientsInput['creators'][number], submitted: Submitted) {
  const pause = () => new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
  const base = `${input.url}/api/public/apply/${input.slug}/submissions/${submitted.token}`;
  const headers = { 'x-forwarded-for': creator.ip };
  let state = submitted.state;
  let pollStarted = Date.now();
  for (let presses = 0; presses < CHECK_PRESSES; ) {
    if (state === 'verifyCode') {
      presses++;
      const checked = await fetch(`${base}/check-code`, { method: 'POST', headers });
      state = ((await checked.json()) as Submitted).state;
      if (state === 'verifyCode') await pause();
      pollStarted = Date.now();
      continue;
    }
    if (state !== 'processing' || Date.now() - pollStarted >= POLL_LIMIT_MS) return;
    await pause();
    state = ((await (await fetch(base, { headers })).json()) as Submitted).state;
  }
}
const statuses: Record<string, number> = {};
const tokens = new Set<string>();
const poster = keepAlivePoster(
  new URL(`/api/public/apply/${input.slug}/submissions`, input.url),
  input.clients,
);

const seconds = await drainConcurrently(input.creators, input.clients, async (creator) => {
  const { ip, ...sent } = creator;
  const answer = await poster.post(JSON.stringify({ ...sent, fields: { platform: 'PC' } }), {
    // The server trusts the proxy header (TRUST_PROXY): each creator has an address.
    'x-forwarded-for': ip,
  });
  statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  if (answer.status !== 200) return;
  const submitted = JSON.parse(answer.text) as Submitted;
  tokens.add(submitted.token);
  if (input.proveChannel && submitted.verificationCode) {
    // The creator edits the channel at once; the wait for the check is theirs, not a client
    // slot's (creators are independent: 50 slots blocked on it measured the wait, not the server).
    await putCode(creator, submitted, input.proveChannel.descriptionUrl);
    proofs.push(pressCheck(creator, submitted));
  }
});
await Promise.all(proofs);
poster.close();
replyToParent({ seconds, statuses, tokens: tokens.size } satisfies ApplyClientsResult);
