import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/errors.ts';
import { EmptyState } from './empty-state.tsx';

type QueryEmptyStateProps = ComponentProps<typeof EmptyState> & {
  /** The query that came back with nothing, or failed. */
  query: { isError: boolean; error: unknown };
  /** The title shown instead when the query failed, e.g. "Could not load creators". */
  errorTitle: string;
};

/**
 * The place where a query's rows would be: "nothing here" with what to do about it, or, when
 * the query failed, why in words. A failure has no action: adding to a list that did not load
 * would not help.
 */
export function QueryEmptyState({
  query,
  errorTitle,
  title,
  description,
  action,
  ...rest
}: QueryEmptyStateProps) {
  const { t } = useTranslation();
  return query.isError ? (
    <EmptyState {...rest} title={errorTitle} description={t(errorMessage(query.error))} />
  ) : (
    <EmptyState {...rest} title={title} description={description} action={action} />
  );
}
