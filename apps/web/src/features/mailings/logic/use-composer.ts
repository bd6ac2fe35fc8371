import { useState } from 'react';
import type { ComposerStart } from './composer-request.ts';

/** Which composer is open, if any: a reply, or a new message. */
export function useComposer() {
  const [start, setStart] = useState<ComposerStart | null>(null);
  return { start, open: setStart, close: () => setStart(null) };
}
