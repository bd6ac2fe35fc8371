import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import type { BulkDelete } from './use-bulk-delete.ts';

type DeleteRowsDialogProps<R> = {
  state: BulkDelete<R>;
  title: string;
  /** The question for one row, naming it. */
  one: (row: R) => string;
  /** The question for several rows. */
  many: (count: number) => string;
};

/** "Delete …?" for the rows a useBulkDelete is asking about. */
export function DeleteRowsDialog<R>({ state, title, one, many }: DeleteRowsDialogProps<R>) {
  const { t } = useTranslation();
  const targets = state.targets ?? [];
  const [first] = targets;
  return (
    <ConfirmDialog
      open={state.targets !== null}
      title={title}
      content={targets.length === 1 && first ? one(first) : many(targets.length)}
      confirmLabel={t('Delete')}
      loading={state.pending}
      onConfirm={state.confirm}
      onClose={state.cancel}
    />
  );
}
