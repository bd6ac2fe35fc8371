import {
  DISCOVERY_CREATOR_SORT_FIELDS,
  DISCOVERY_GAME_SORT_FIELDS,
  discoveryCreatorFilters,
  discoveryGameFilters,
  influencerListFiltersSchema,
  influencerSortFields,
  type TableViewKind,
} from '@app/contract';
import { z } from 'zod';

type ViewShape = {
  /** The kind's list filters (all optional): a saved view holds any subset. */
  filters: z.ZodType<Record<string, unknown>>;
  sortFields: readonly string[];
};

/**
 * What a saved view of each table may hold: the filters and sorts that table's list takes.
 * Discovery views (saved searches) are checked with the discovery search's own schemas.
 */
const shapes: Record<TableViewKind, ViewShape> = {
  influencer: { filters: influencerListFiltersSchema, sortFields: influencerSortFields },
  discoveryCreator: {
    filters: z.object(discoveryCreatorFilters).partial(),
    sortFields: DISCOVERY_CREATOR_SORT_FIELDS,
  },
  discoveryGame: {
    filters: z.object(discoveryGameFilters).partial(),
    sortFields: DISCOVERY_GAME_SORT_FIELDS,
  },
};

export function viewShapeOf(kind: TableViewKind): ViewShape {
  return shapes[kind];
}
