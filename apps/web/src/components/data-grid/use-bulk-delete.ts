import { useState } from 'react';
import type { BulkOutcome } from '../bulk-summary.ts';
import { useBulkToast } from '../use-bulk-toast.ts';
import { useErrorToast } from '../use-error-toast.ts';

/** The part of a TanStack mutation a bulk delete needs; `V` is what the endpoint takes. */
type BulkDeleteMutation<V> = {
  mutate: (
    variables: V,
    options: {
      onSuccess: (answer: { results: readonly BulkOutcome[] }) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
  isPending: boolean;
};

export type BulkDelete<R> = {
  /** Rows waiting for the user's yes; null while nothing is asked. */
  targets: R[] | null;
  /** Ask before deleting these rows. */
  ask: (rows: R[]) => void;
  confirm: () => void;
  cancel: () => void;
  pending: boolean;
};

/**
 * Delete rows after a confirmation, then say in one toast what the server did with each id
 * ("3 deleted, 1 skipped: <reason>"). `onDeleted` runs after the answer, e.g. to clear the
 * selection.
 */
export function useBulkDelete<R extends { id: number }, V>(
  mutation: BulkDeleteMutation<V>,
  variables: (ids: number[]) => V,
  onDeleted?: () => void,
): BulkDelete<R> {
  const toastError = useErrorToast();
  const bulkToast = useBulkToast();
  const [targets, setTargets] = useState<R[] | null>(null);
  return {
    targets,
    ask: setTargets,
    cancel: () => setTargets(null),
    pending: mutation.isPending,
    confirm: () => {
      if (!targets) return;
      mutation.mutate(variables(targets.map((row) => row.id)), {
        onSuccess: ({ results }) => {
          setTargets(null);
          onDeleted?.();
          bulkToast('delete', results);
        },
        onError: (error) => {
          setTargets(null);
          toastError(error);
        },
      });
    },
  };
}
