import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';

/**
 * A search box whose text answers at once while the address (and the request) follows when
 * typing settles. A change of the address from elsewhere (Back, a saved link, Reset) shows
 * in the box.
 */
export function useSearchText(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const settled = useDebouncedValue(text.trim(), 350);
  const last = useRef(committed);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  useEffect(() => {
    if (committed !== last.current) {
      last.current = committed;
      setText(committed);
    }
  }, [committed]);

  useEffect(() => {
    if (settled !== last.current) {
      last.current = settled;
      latestCommit.current(settled);
    }
  }, [settled]);

  return [text, setText] as const;
}
