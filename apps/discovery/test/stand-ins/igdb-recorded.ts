import type { IgdbGame } from '../../src/ingest/igdb/write-igdb-games.ts';

// Rows as IGDB v4 answers them (recorded shapes: ids and names are IGDB's own; timestamps
// are unix seconds; /games expands involved_companies.company and cover.image_id as asked).

export const RECORDED_TERMS: Record<
  string,
  { id: number; name: string; slug: string; updated_at: number }[]
> = {
  genres: [
    { id: 5, name: 'Shooter', slug: 'shooter', updated_at: 1323216000 },
    { id: 12, name: 'Role-playing (RPG)', slug: 'role-playing-rpg', updated_at: 1323302400 },
    { id: 15, name: 'Strategy', slug: 'strategy', updated_at: 1323302400 },
    { id: 31, name: 'Adventure', slug: 'adventure', updated_at: 1323561600 },
  ],
  themes: [
    { id: 1, name: 'Action', slug: 'action', updated_at: 1322524800 },
    { id: 17, name: 'Fantasy', slug: 'fantasy', updated_at: 1323216000 },
  ],
  keywords: [
    { id: 1174, name: 'dungeons & dragons', slug: 'dungeons-and-dragons', updated_at: 1574380800 },
  ],
  platforms: [
    { id: 6, name: 'PC (Microsoft Windows)', slug: 'win', updated_at: 1697035311 },
    { id: 167, name: 'PlayStation 5', slug: 'ps5', updated_at: 1683642711 },
  ],
  game_modes: [
    { id: 1, name: 'Single player', slug: 'single-player', updated_at: 1298968834 },
    { id: 3, name: 'Co-operative', slug: 'co-operative', updated_at: 1298968834 },
  ],
  player_perspectives: [
    { id: 1, name: 'First person', slug: 'first-person', updated_at: 1298968658 },
    {
      id: 3,
      name: 'Bird view / Isometric',
      slug: 'bird-view-slash-isometric',
      updated_at: 1298968658,
    },
  ],
  companies: [
    { id: 510, name: 'Larian Studios', slug: 'larian-studios', updated_at: 1707150296 },
    { id: 1, name: 'Valve Corporation', slug: 'valve-corporation', updated_at: 1706567361 },
  ],
};

/**
 * A game as the stand-in records it: IGDB's answer (IgdbGame), with what a full record always
 * carries (name, slug, the update time, a cover's image, a company's id) required.
 */
export type StandInIgdbGame = IgdbGame & {
  name: string;
  slug: string;
  cover?: { id: number; image_id: string };
  involved_companies?: { id: number; company: number }[];
  updated_at: number;
};

export const RECORDED_GAMES: StandInIgdbGame[] = [
  {
    id: 119171,
    name: "Baldur's Gate 3",
    slug: 'baldurs-gate-3',
    summary:
      "An ancient evil has returned to Baldur's Gate, intent on devouring it from the inside out.",
    cover: { id: 341245, image_id: 'co7bhm' },
    first_release_date: 1691020800,
    genres: [31, 12, 15],
    themes: [17, 1],
    keywords: [1174],
    platforms: [6, 167],
    game_modes: [1, 3],
    player_perspectives: [3],
    involved_companies: [{ id: 93617, company: 510 }],
    total_rating_count: 1419,
    updated_at: 1732233600,
  },
  {
    id: 242408,
    name: 'Counter-Strike 2',
    slug: 'counter-strike-2',
    first_release_date: 1695686400,
    genres: [5],
    themes: [1],
    platforms: [6],
    game_modes: [1, 3],
    player_perspectives: [1],
    involved_companies: [{ id: 210347, company: 1 }],
    total_rating_count: 237,
    updated_at: 1732147200,
  },
];
