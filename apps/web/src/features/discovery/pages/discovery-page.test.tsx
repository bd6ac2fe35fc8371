import {
  ChannelType,
  type DiscoveryStatus,
  discoveryEndpoints as endpoints,
  type TableView,
  type TeamDiscoveryCreator,
  type TeamDiscoveryGameDetail,
  tableViewEndpoints,
  type User,
  UserRole,
  UserStatus,
} from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests, stubMatchMedia } from '../../../testing/component-tests.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { DiscoveryPage } from './discovery-page.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));
// The pickers' lists and campaigns come from other features' hooks: a fixed answer each.
vi.mock('../../campaigns/api/campaigns-queries.ts', () => ({
  useCampaigns: () => ({
    data: { items: [{ id: 31, name: 'Summer Launch', product: { title: 'Starfall' } }], total: 1 },
    isPending: false,
  }),
}));
vi.mock('../../lists/api/lists-api.ts', () => ({
  allListsParams: {},
  useLists: () => ({ data: { items: [], total: 0 }, isPending: false }),
}));

setUpComponentTests();

function creator(patch: Partial<TeamDiscoveryCreator> = {}): TeamDiscoveryCreator {
  return {
    id: 101,
    platform: ChannelType.Twitch,
    platformId: 't-101',
    handle: 'kaiplays',
    displayName: 'Kai Plays',
    avatarUrl: null,
    url: 'https://twitch.tv/kaiplays',
    language: 'en',
    country: 'US',
    followers: 48_000,
    avgViewers: 620,
    peakViewers: 1_400,
    lastActiveAt: '2026-11-20T18:00:00Z',
    growth30d: 0.12,
    topGames: [{ id: 5, name: "Baldur's Gate 3" }],
    crm: null,
    ...patch,
  };
}

const inCrm = creator({
  id: 102,
  handle: 'mira',
  displayName: 'Mira Streams',
  crm: {
    influencerId: 7,
    lists: [{ id: 3, name: 'RPG streamers' }],
    campaigns: [{ id: 31, name: 'Summer Launch', status: 1 }],
  },
});

const status: DiscoveryStatus = {
  sources: [
    { source: 'igdb', enabled: false, reason: 'not configured', lastRunAt: null },
    { source: 'twitch', enabled: false, reason: 'not configured', lastRunAt: null },
    { source: 'youtube', enabled: true, reason: null, lastRunAt: null },
    { source: 'seed', enabled: true, reason: null, lastRunAt: '2026-11-01T00:00:00Z' },
  ],
  counts: { creators: 2, games: 1, terms: 10, creatorGames: 3 },
};

const game: TeamDiscoveryGameDetail = {
  id: 5,
  igdbId: 119_171,
  name: "Baldur's Gate 3",
  slug: 'baldurs-gate-3',
  coverUrl: null,
  firstReleaseDate: '2023-08-03',
  genres: [{ id: 12, name: 'Role-playing (RPG)' }],
  themes: [{ id: 17, name: 'Fantasy' }],
  platforms: [{ id: 6, name: 'PC (Microsoft Windows)' }],
  gameModes: [],
  perspectives: [],
  companies: [{ id: 510, name: 'Larian Studios' }],
  popularity: 98,
  creatorsCount: 2,
  twitchGameId: '123',
  summary: 'A party-based RPG.',
  keywords: [],
  topCreators: [
    { creator: inCrm, sessions: 9, avgViewers: 700, lastPlayedAt: '2026-11-20T18:00:00Z' },
  ],
};

const savedSearch: TableView = {
  id: 4,
  kind: 'discoveryCreator',
  name: 'RPG streamers on Twitch',
  filters: { platform: [ChannelType.Twitch], playedGames: { gameIds: [5], days: 14 } },
  search: null,
  columns: [],
  sort: { field: 'avgViewers', order: 'desc' },
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  api.reset();
  api.on(endpoints.status, () => status);
  api.on(endpoints.listCreators, ({ body }) => ({
    items: [creator(), inCrm],
    total: 60,
    totalCapped: false,
    facets: body.facets
      ? {
          sampled: false,
          platform: [
            { value: ChannelType.Twitch, count: 41 },
            { value: ChannelType.Youtube, count: 19 },
          ],
          language: [{ value: 'en', count: 50 }],
          country: [{ value: 'US', count: 30 }],
          followerBands: [{ key: '10k-100k', min: 10_000, max: 100_000, count: 33 }],
        }
      : null,
  }));
  api.on(endpoints.listGames, () => ({ items: [game], total: 1, totalCapped: false }));
  api.on(tableViewEndpoints.list, ({ params }) => ({
    items: params.kind === 'discoveryCreator' ? [savedSearch] : [],
    total: 1,
  }));
  api.on(endpoints.game, () => game);
  api.on(endpoints.addToCampaign, ({ body }) => ({
    results: body.creatorIds.map(Number).map((creatorId, i) =>
      i === 0
        ? { creatorId, ok: true, influencerId: 40, created: true }
        : {
            creatorId,
            ok: false,
            influencerId: null,
            created: false,
            message: 'Campaign is finished',
          },
    ),
  }));
  // A wide screen: the filter panel sits beside the results (jsdom has no media queries).
  stubMatchMedia(() => true);
});

const signedInAdmin: User = {
  id: 1,
  email: 'admin@studio.test',
  firstName: 'Ada',
  lastName: 'Admin',
  name: 'Ada Admin',
  phoneNumber: null,
  role: UserRole.Admin,
  status: UserStatus.Active,
  avatarUrl: null,
  lastActivityAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function show(path = '/discovery') {
  // Signed in as an Admin (the page offers Admins the dataset import).
  return renderRoute(<DiscoveryPage />, path, {
    path: '/discovery',
    prepare: (client) => client.setQueryData(queryKeys.me, signedInAdmin),
  }).router;
}

const creatorBodies = () => api.inputsOf(endpoints.listCreators).map((input) => input.body);

// The whole page (filters, grid, facet counts) in jsdom: on a 2-core CI machine running the
// server suites beside it, the first test, which also loads the page's modules, took over 15 s.
describe('DiscoveryPage', { timeout: 45_000 }, () => {
  it('asks for the page and, beside it, the filter counts of the search; paging asks no counts again', async () => {
    show();
    const panel = await screen.findByRole('region', { name: 'Platform' });
    await waitFor(() =>
      expect(creatorBodies()).toEqual(
        expect.arrayContaining([
          { page: 0, pageSize: 25, sort: { field: 'followers', order: 'desc' }, facets: false },
          { page: 0, pageSize: 1, facets: true },
        ]),
      ),
    );
    // The facet counts show beside their options.
    await waitFor(() => expect(panel.textContent).toContain('41'));
    const asked = creatorBodies().length;
    await act(async () => fireEvent.click(within(panel).getByRole('checkbox', { name: /Twitch/ })));
    await waitFor(() =>
      expect(creatorBodies().slice(asked)).toEqual(
        expect.arrayContaining([
          {
            page: 0,
            pageSize: 25,
            sort: { field: 'followers', order: 'desc' },
            filters: { platform: [ChannelType.Twitch] },
            facets: false,
          },
          { page: 0, pageSize: 1, filters: { platform: [ChannelType.Twitch] }, facets: true },
        ]),
      ),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Platform' })).getByText('41')).toBeTruthy(),
    );
    const beforePaging = creatorBodies().length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /next page/i })));
    await waitFor(() =>
      expect(creatorBodies().at(-1)).toMatchObject({
        page: 1,
        filters: { platform: [ChannelType.Twitch] },
        facets: false,
      }),
    );
    // Page 2 asked only its rows, and the panel still shows the search's counts.
    expect(creatorBodies().slice(beforePaging)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Platform' })).getByText('41')).toBeTruthy();
  });

  it('marks creators already in the CRM with a link to their profile', async () => {
    show();
    const grid = await screen.findByRole('grid', { name: 'Creators' });
    await within(grid).findByText('Mira Streams');
    const marks = within(grid).getAllByRole('link', { name: 'In CRM: open the profile' });
    expect(marks).toHaveLength(1);
    expect(marks[0]?.getAttribute('href')).toBe('/influencers/7');
    expect(marks[0]?.textContent).toBe('In CRM');
    // Its lists and campaigns show on hover.
    await act(async () => fireEvent.mouseOver(marks[0] as Element));
    const memberships = await screen.findByRole('tooltip');
    expect(memberships.textContent).toContain('RPG streamers');
    expect(memberships.textContent).toContain('Summer Launch · Pending');
    // Sources that are off are named, discreetly.
    expect(screen.getByText(/Not connected yet: IGDB and Twitch\./)).toBeTruthy();
  });

  it('adds the selected creators to a campaign and shows what happened to each', async () => {
    show();
    const grid = await screen.findByRole('grid', { name: 'Creators' });
    await within(grid).findByText('Mira Streams');
    for (const box of within(grid).getAllByRole('checkbox', { name: 'Select row' })) {
      await act(async () => fireEvent.click(box));
    }
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar.textContent).toContain('2 selected');
    await act(async () =>
      fireEvent.click(within(bar).getByRole('button', { name: 'Add to campaign' })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add to campaign' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Campaign' }));
    await act(async () =>
      fireEvent.click(await screen.findByRole('option', { name: /Summer Launch/ })),
    );
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to campaign' })),
    );
    expect(api.inputsOf(endpoints.addToCampaign)[0]?.body).toEqual({
      creatorIds: [101, 102],
      campaignId: 31,
    });
    const results = await screen.findByRole('dialog', { name: 'Added to campaign Summer Launch' });
    expect(within(results).getByRole('status').textContent).toBe(
      '1 added to the CRM, 0 already in it, 1 failed',
    );
    const rows = within(
      within(results).getByRole('list', { name: 'Results per creator' }),
    ).getAllByRole('listitem');
    // Failures first, with their reason.
    expect(rows[0]?.textContent).toContain('Mira Streams');
    expect(rows[0]?.textContent).toContain('Campaign is finished');
    expect(rows[1]?.textContent).toContain('Kai Plays');
    expect(rows[1]?.textContent).toContain('Added to CRM');
    // The marks are asked for again.
    await waitFor(() => expect(creatorBodies().length).toBeGreaterThan(1));
  });

  it('filters creators by the game open in the drawer', async () => {
    const router = show('/discovery?tab=games&gq=baldur&game=5');
    const drawer = await screen.findByRole('presentation');
    await within(drawer).findByText('A party-based RPG.');
    expect(within(drawer).getByText('Larian Studios')).toBeTruthy();
    await act(async () =>
      fireEvent.click(
        within(drawer).getByRole('button', { name: 'Filter creators who played this' }),
      ),
    );
    await waitFor(() =>
      expect(creatorBodies().at(-1)).toMatchObject({
        page: 0,
        filters: { playedGames: { gameIds: [5], days: 30 } },
        facets: true,
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBeNull();
    expect(params.get('game')).toBeNull();
    expect(params.getAll('played')).toEqual(["5:Baldur's Gate 3"]);
    // The games' search is kept for the way back.
    expect(params.get('gq')).toBe('baldur');
    expect(screen.getByText("Played Baldur's Gate 3 (30 days)")).toBeTruthy();
  });

  it('opens a link with its search, sort and page, and Back returns to the previous state', async () => {
    const router = show(
      '/discovery?platform=2&lang=en&fmin=10000&fmax=200000&played=5:Baldur%27s%20Gate%203&active=14&sort=avgViewers.desc&page=2',
    );
    await waitFor(() =>
      expect(creatorBodies()[0]).toEqual({
        page: 2,
        pageSize: 25,
        sort: { field: 'avgViewers', order: 'desc' },
        filters: {
          platform: [ChannelType.Twitch],
          language: ['en'],
          followers: { min: 10_000, max: 200_000 },
          playedGames: { gameIds: [5], days: 30 },
          lastActiveDays: 14,
        },
        facets: false,
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Games' })));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('games');
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toContain('sort=avgViewers.desc');
    expect(await screen.findByRole('grid', { name: 'Creators' })).toBeTruthy();
  });

  it('reopens a saved search and finds the names of its games', async () => {
    const router = show('/discovery?lang=de');
    await screen.findByRole('grid', { name: 'Creators' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Saved searches' })));
    await act(async () =>
      fireEvent.click(await screen.findByRole('menuitem', { name: /RPG streamers on Twitch/ })),
    );
    await waitFor(() =>
      expect(creatorBodies()).toContainEqual({
        page: 0,
        pageSize: 25,
        sort: { field: 'avgViewers', order: 'desc' },
        filters: { platform: [ChannelType.Twitch], playedGames: { gameIds: [5], days: 14 } },
        facets: false,
      }),
    );
    // The saved search replaced the language filter, and the game got its name back.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll('played')).toEqual([
        "5:Baldur's Gate 3",
      ]),
    );
    expect(new URLSearchParams(router.state.location.search).get('lang')).toBeNull();
  });
});
