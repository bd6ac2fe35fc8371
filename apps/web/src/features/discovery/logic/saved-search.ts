import {
  type CreateTableViewRequest,
  DISCOVERY_CREATOR_SORT_FIELDS,
  DISCOVERY_GAME_SORT_FIELDS,
  discoveryCreatorFilters,
  discoveryGameFilters,
  type TableView,
} from '@app/contract';
import { z } from 'zod';
import {
  type CreatorSearch,
  clearedCreatorFilters,
  creatorFilters,
  DEFAULT_CREATOR_SORT,
  DEFAULT_PLAYED_DAYS,
} from './creator-search.ts';
import { type GameSearch, gameListRequest } from './game-search.ts';
import { readSort } from './url-params.ts';

// A saved search is a table view of kind 'discoveryCreator' or 'discoveryGame': the search's
// filters in the contract's shape (the server checks them with the same schemas), its text and
// sort. Names of picked games and terms are not part of that shape: a restored search carries
// placeholders ("#12") until useRefNames finds the names.

const creatorFiltersSchema = z.object(discoveryCreatorFilters).partial();
const gameFiltersSchema = z.object(discoveryGameFilters).partial();

/** The name shown for a game or term until its real name is known. */
export function placeholderName(id: number): string {
  return `#${id}`;
}

export function creatorSearchView(name: string, state: CreatorSearch): CreateTableViewRequest {
  const search = state.search.trim();
  return {
    name: name.trim(),
    filters: creatorFilters(state),
    search: search || null,
    columns: [],
    sort: { ...state.sort },
  };
}

/** A saved creator search as a change of the address: everything it does not set is cleared. */
export function creatorSearchOfView(view: Pick<TableView, 'filters' | 'search' | 'sort'>) {
  const parsed = creatorFiltersSchema.safeParse(view.filters);
  const f = parsed.success ? parsed.data : {};
  const change: Partial<CreatorSearch> = {
    ...clearedCreatorFilters,
    search: view.search ?? '',
    platform: f.platform ?? [],
    language: f.language ?? [],
    country: f.country ?? [],
    followers: f.followers ?? {},
    avgViewers: f.avgViewers ?? {},
    playedGames: (f.playedGames?.gameIds ?? []).map((id) => ({ id, name: placeholderName(id) })),
    playedDays: f.playedGames?.days ?? DEFAULT_PLAYED_DAYS,
    playedTerms: (f.playedTerms?.terms ?? []).map((t) => ({ ...t, name: placeholderName(t.id) })),
    termDays: f.playedTerms?.days ?? DEFAULT_PLAYED_DAYS,
    lastActiveDays: f.lastActiveDays ?? null,
    sort:
      readSort(
        view.sort ? `${view.sort.field}.${view.sort.order}` : null,
        DISCOVERY_CREATOR_SORT_FIELDS,
      ) ?? DEFAULT_CREATOR_SORT,
  };
  return change;
}

export function gameSearchView(name: string, state: GameSearch): CreateTableViewRequest {
  const request = gameListRequest(state);
  return {
    name: name.trim(),
    filters: request.filters ?? {},
    search: request.search ?? null,
    columns: [],
    sort: state.sort ? { ...state.sort } : null,
  };
}

export function gameSearchOfView(
  view: Pick<TableView, 'filters' | 'search' | 'sort'>,
): Partial<GameSearch> {
  const parsed = gameFiltersSchema.safeParse(view.filters);
  const f = parsed.success ? parsed.data : {};
  return {
    search: view.search ?? '',
    terms: (f.terms ?? []).map((t) => ({ ...t, name: placeholderName(t.id) })),
    releaseYear: f.releaseYear ?? {},
    sort: readSort(
      view.sort ? `${view.sort.field}.${view.sort.order}` : null,
      DISCOVERY_GAME_SORT_FIELDS,
    ),
  };
}
