import { useSearchParams } from 'react-router';
import { withThreadListState } from '../logic/thread-list-state.ts';
import type { useComposer } from '../logic/use-composer.ts';
import { ComposerDialog } from './composer-dialog.tsx';

/** The composer of a threads list while it is open; a sent message's thread opens in the list. */
export function ThreadComposer({ composer }: { composer: ReturnType<typeof useComposer> }) {
  const [, setParams] = useSearchParams();
  if (!composer.start) return null;
  return (
    <ComposerDialog
      start={composer.start}
      onClose={composer.close}
      onSent={(message) =>
        setParams((current) => withThreadListState(current, { threadId: message.threadId }))
      }
    />
  );
}
