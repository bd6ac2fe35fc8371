import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** What a list grid shows in place of rows. */
export type GridEmpty = {
  icon: ReactNode;
  /** The list has nothing yet: what is missing, and what to do about it. */
  title: string;
  description: string;
  action?: ReactNode;
  /**
   * Set while a search or filter narrows the list (falsy otherwise): its "No … match" title
   * stands instead, with a hint to widen the search, and the action goes, since adding
   * something would not make it match.
   */
  noMatch?: { title: string; description?: string } | false | null;
};

/** The empty state to show now: the list's own, or its "nothing matches" one while narrowed. */
export function shownEmpty({ noMatch, ...empty }: GridEmpty, t: TFunction) {
  if (!noMatch) return empty;
  return {
    icon: empty.icon,
    title: noMatch.title,
    description: noMatch.description ?? t('Try another search or clear the filters.'),
  };
}
