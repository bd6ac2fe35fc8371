import {
  ChannelType,
  DISCOVERY_CREATOR_SORT_FIELDS,
  DISCOVERY_MAX_DAYS,
  DISCOVERY_TERM_KINDS,
  type DiscoveryCreatorListRequest,
  type DiscoveryRef,
  type DiscoveryTermKind,
} from '@app/contract';
import {
  csv,
  DEFAULT_PAGE_SIZE,
  nonNegativeInt,
  positiveInt,
  readPageSize,
  readRef,
  readSort,
  type SortOrder,
  setAll,
  setParam,
  writeRef,
  writeSort,
} from './url-params.ts';

export type CreatorSortField = (typeof DISCOVERY_CREATOR_SORT_FIELDS)[number];
export type CountRange = { min?: number | undefined; max?: number | undefined };
/** A game term the user picked, with its name for the chip. */
export type PickedTerm = { kind: DiscoveryTermKind; id: number; name: string };

/**
 * The Creators tab's search as the address holds it (`/discovery?platform=2&lang=en&…`), so a
 * link or Back opens the same search, sort and page.
 */
export type CreatorSearch = {
  search: string;
  platform: ChannelType[];
  language: string[];
  country: string[];
  followers: CountRange;
  avgViewers: CountRange;
  playedGames: DiscoveryRef[];
  playedDays: number;
  playedTerms: PickedTerm[];
  termDays: number;
  lastActiveDays: number | null;
  sort: { field: CreatorSortField; order: SortOrder };
  page: number;
  pageSize: number;
};

/** The "within N days" a game or term filter starts with. */
export const DEFAULT_PLAYED_DAYS = 30;
export const DEFAULT_CREATOR_SORT = { field: 'followers', order: 'desc' } as const;

const platforms: readonly ChannelType[] = [ChannelType.Youtube, ChannelType.Twitch];

function readPlatform(part: string): ChannelType | null {
  return platforms.find((p) => String(p) === part) ?? null;
}

function readDays(value: string | null): number | null {
  return positiveInt(value, DISCOVERY_MAX_DAYS);
}

export function readTerm(value: string): PickedTerm | null {
  const match = /^([a-zA-Z]+):(.*)$/s.exec(value);
  const kind = DISCOVERY_TERM_KINDS.find((k) => k === match?.[1]);
  const ref = readRef(match?.[2] ?? '');
  return kind && ref ? { kind, ...ref } : null;
}

export function writeTerm(term: PickedTerm): string {
  return `${term.kind}:${writeRef(term)}`;
}

function readRange(params: URLSearchParams, prefix: string): CountRange {
  const min = nonNegativeInt(params.get(`${prefix}min`));
  const max = nonNegativeInt(params.get(`${prefix}max`));
  // A reversed range from a hand-edited link would be refused by the server: drop its top.
  return { min, max: min !== undefined && max !== undefined && max < min ? undefined : max };
}

export function creatorSearchFrom(params: URLSearchParams): CreatorSearch {
  const page = nonNegativeInt(params.get('page')) ?? 0;
  return {
    search: params.get('q') ?? '',
    platform: csv(params.get('platform'), readPlatform),
    language: csv(params.get('lang'), (p) => (/^[a-z]{2,3}$/.test(p) ? p : null)),
    country: csv(params.get('country'), (p) => (/^[A-Z]{2}$/.test(p) ? p : null)),
    followers: readRange(params, 'f'),
    avgViewers: readRange(params, 'v'),
    playedGames: params
      .getAll('played')
      .map(readRef)
      .filter((r) => r !== null),
    playedDays: readDays(params.get('pdays')) ?? DEFAULT_PLAYED_DAYS,
    playedTerms: params
      .getAll('term')
      .map(readTerm)
      .filter((r) => r !== null),
    termDays: readDays(params.get('tdays')) ?? DEFAULT_PLAYED_DAYS,
    lastActiveDays: readDays(params.get('active')),
    sort: readSort(params.get('sort'), DISCOVERY_CREATOR_SORT_FIELDS) ?? DEFAULT_CREATOR_SORT,
    page,
    pageSize: readPageSize(params.get('size')),
  };
}

const filterKeys = [
  'search',
  'platform',
  'language',
  'country',
  'followers',
  'avgViewers',
  'playedGames',
  'playedDays',
  'playedTerms',
  'termDays',
  'lastActiveDays',
  'sort',
  'pageSize',
] as const satisfies readonly (keyof CreatorSearch)[];

/**
 * `params` with `change` written in; other parameters (tab, the games' search, an open
 * drawer) stay. A new search, filter, sort or page size goes back to the first page.
 */
export function withCreatorSearch(
  params: URLSearchParams,
  change: Partial<CreatorSearch>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const { search, followers, avgViewers, sort } = change;
  if (search !== undefined) setParam(next, 'q', search.trim());
  if (change.platform) setParam(next, 'platform', change.platform.join(','));
  if (change.language) setParam(next, 'lang', change.language.join(','));
  if (change.country) setParam(next, 'country', change.country.join(','));
  if (followers) {
    setParam(next, 'fmin', followers.min);
    setParam(next, 'fmax', followers.max);
  }
  if (avgViewers) {
    setParam(next, 'vmin', avgViewers.min);
    setParam(next, 'vmax', avgViewers.max);
  }
  if (change.playedGames) setAll(next, 'played', change.playedGames.map(writeRef));
  if (change.playedDays !== undefined)
    setParam(next, 'pdays', change.playedDays === DEFAULT_PLAYED_DAYS ? null : change.playedDays);
  if (change.playedTerms) setAll(next, 'term', change.playedTerms.map(writeTerm));
  if (change.termDays !== undefined)
    setParam(next, 'tdays', change.termDays === DEFAULT_PLAYED_DAYS ? null : change.termDays);
  if (change.lastActiveDays !== undefined) setParam(next, 'active', change.lastActiveDays);
  if (sort) {
    const isDefault =
      sort.field === DEFAULT_CREATOR_SORT.field && sort.order === DEFAULT_CREATOR_SORT.order;
    setParam(next, 'sort', isDefault ? null : writeSort(sort));
  }
  if (change.pageSize !== undefined)
    setParam(next, 'size', change.pageSize === DEFAULT_PAGE_SIZE ? null : change.pageSize);
  if (change.page !== undefined) setParam(next, 'page', change.page || null);
  else if (filterKeys.some((key) => change[key] !== undefined)) next.delete('page');
  return next;
}

/** Every filter of the search cleared; sort and page size stay. */
export const clearedCreatorFilters: Partial<CreatorSearch> = {
  search: '',
  platform: [],
  language: [],
  country: [],
  followers: {},
  avgViewers: {},
  playedGames: [],
  playedDays: DEFAULT_PLAYED_DAYS,
  playedTerms: [],
  termDays: DEFAULT_PLAYED_DAYS,
  lastActiveDays: null,
};

type CreatorFilters = NonNullable<DiscoveryCreatorListRequest['filters']>;

function range(r: CountRange): CountRange | undefined {
  if (r.min === undefined && r.max === undefined) return undefined;
  return {
    ...(r.min !== undefined ? { min: r.min } : {}),
    ...(r.max !== undefined ? { max: r.max } : {}),
  };
}

/** The filters the search sends: only those set, each in the contract's shape. */
export function creatorFilters(state: CreatorSearch): CreatorFilters {
  const followers = range(state.followers);
  const avgViewers = range(state.avgViewers);
  return {
    ...(state.platform.length ? { platform: state.platform } : {}),
    ...(state.language.length ? { language: state.language } : {}),
    ...(state.country.length ? { country: state.country } : {}),
    ...(followers ? { followers } : {}),
    ...(avgViewers ? { avgViewers } : {}),
    ...(state.playedGames.length
      ? { playedGames: { gameIds: state.playedGames.map((g) => g.id), days: state.playedDays } }
      : {}),
    ...(state.playedTerms.length
      ? {
          playedTerms: {
            terms: state.playedTerms.map(({ kind, id }) => ({ kind, id })),
            days: state.termDays,
          },
        }
      : {}),
    ...(state.lastActiveDays ? { lastActiveDays: state.lastActiveDays } : {}),
  };
}

/** How many filters are set (the filter button's badge); the search box is not counted. */
export function countCreatorFilters(state: CreatorSearch): number {
  return Object.keys(creatorFilters(state)).length;
}

/**
 * The list request: a page of creators without facet counts, so the rows come back as fast as
 * the page does (at a million creators a broad search's counts take several times the page).
 */
export function creatorListRequest(state: CreatorSearch): DiscoveryCreatorListRequest {
  return {
    ...searchOf(state),
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
    facets: false,
  };
}

/**
 * The filter panel's counts, asked beside the page: the same search, one row, with facets.
 * No page or sort in it, so paging or sorting the same search asks nothing again.
 */
export function creatorFacetsRequest(state: CreatorSearch): DiscoveryCreatorListRequest {
  return { ...searchOf(state), page: 0, pageSize: 1, facets: true };
}

/** The search box and the filters of a request (each left out when empty). */
function searchOf(state: CreatorSearch): Pick<DiscoveryCreatorListRequest, 'search' | 'filters'> {
  const filters = creatorFilters(state);
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}
