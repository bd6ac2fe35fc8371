import type { DiscoveryCreatorFacets } from '@app/contract';
import { useEffect, useState } from 'react';

/**
 * The facet counts to show: those of the search's first page, kept while paging through the
 * same search (later pages are asked without facets). A new search drops them until its
 * first page answers. `answered` is what the current search's own answer carried (null for
 * a later page, undefined while it has not answered).
 */
export function useFacets(
  searchKey: string,
  answered: DiscoveryCreatorFacets | null | undefined,
): DiscoveryCreatorFacets | undefined {
  const [kept, setKept] = useState<{ key: string; facets: DiscoveryCreatorFacets } | null>(null);
  useEffect(() => {
    if (answered) setKept({ key: searchKey, facets: answered });
  }, [searchKey, answered]);
  if (answered) return answered;
  return kept?.key === searchKey ? kept.facets : undefined;
}
