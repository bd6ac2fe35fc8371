import { useState } from 'react';
import type { BulkOutcome } from '../bulk-summary.ts';
import { useBulkToast } from '../use-bulk-toast.ts';
import { useErrorToast } from '../use-error-toast.ts';
import { type GridSelection, useGridSelection } from './grid-selection.ts';

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

/**
 * A list's ticked rows and the bulk delete of them: the checkbox selection (`selectable` says
 * which rows may be ticked) and a useBulkDelete that clears it once the server has answered.
 */
export function useDeletableRows<R extends { id: number }, V>(
  rows: readonly R[] | undefined,
  mutation: BulkDeleteMutation<V>,
  variables: (ids: number[]) => V,
  selectable?: (row: R) => boolean,
): { selection: GridSelection<R>; remove: BulkDelete<R> } {
  const selection = useGridSelection(rows, selectable);
  return { selection, remove: useBulkDelete(mutation, variables, selection.clear) };
}
