// Child process: `npm run move` (its command function, on this process's environment and
// arguments), so its time and peak RSS are the command's own. Reports them over IPC.
import { moveCommand } from '../../apps/server/src/operations/move/move-command.ts';
import { replyToParent } from './child-process.ts';

export type MoveProcessResult = {
  code: number;
  out: string[];
  err: string[];
  seconds: number;
  /** process.resourceUsage().maxRSS, in KB. */
  maxRssKb: number;
};

const out: string[] = [];
const err: string[] = [];
const started = performance.now();
const code = await moveCommand(process.argv.slice(2), {
  env: process.env,
  stdout: (line) => out.push(line),
  stderr: (line) => err.push(line),
});
const result: MoveProcessResult = {
  code,
  out,
  err,
  seconds: (performance.now() - started) / 1000,
  maxRssKb: process.resourceUsage().maxRSS,
};
// Exit even if a driver left a handle open: the result is sent.
replyToParent(result, 'exit');
