// The parse worker starts here: plain JavaScript that registers tsx in this thread, then
// loads the TypeScript worker. (A worker given `--import tsx` in its execArgv still cannot
// load a .ts entry on Node 20; registering from inside the thread works under tsx, vitest
// and plain node alike.)
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
