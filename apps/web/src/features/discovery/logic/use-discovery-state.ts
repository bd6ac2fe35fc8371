import type { DiscoveryRef } from '@app/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type CreatorSearch, creatorSearchFrom, withCreatorSearch } from './creator-search.ts';
import { type DiscoveryTab, discoveryTabFrom } from './discovery-tab.ts';
import { type GameSearch, gameSearchFrom, withGameSearch } from './game-search.ts';
import { positiveInt } from './url-params.ts';

export type DrawerTarget = { kind: 'game' | 'creator'; id: number } | null;

function drawerFrom(params: URLSearchParams): DrawerTarget {
  const game = positiveInt(params.get('game'));
  if (game !== null) return { kind: 'game', id: game };
  const creator = positiveInt(params.get('creator'));
  return creator === null ? null : { kind: 'creator', id: creator };
}

/**
 * The whole /discovery screen's state, read from and written to the address: the tab, each
 * tab's search, sort and page, and the open drawer. Every change is a history entry, so Back
 * undoes it (a search box's typing replaces its entry instead, see SearchText).
 */
export function useDiscoveryState() {
  const [params, setParams] = useSearchParams();
  const tab = discoveryTabFrom(params);
  const creators = creatorSearchFrom(params);
  const games = gameSearchFrom(params);
  const drawer = drawerFrom(params);

  const setTab = useCallback(
    (next: DiscoveryTab) =>
      setParams((p) => {
        const out = new URLSearchParams(p);
        if (next === 'creators') out.delete('tab');
        else out.set('tab', next);
        return out;
      }),
    [setParams],
  );

  const changeCreators = useCallback(
    (change: Partial<CreatorSearch>, options?: { replace?: boolean }) =>
      setParams((p) => withCreatorSearch(p, change), options),
    [setParams],
  );

  const changeGames = useCallback(
    (change: Partial<GameSearch>, options?: { replace?: boolean }) =>
      setParams((p) => withGameSearch(p, change), options),
    [setParams],
  );

  const openDrawer = useCallback(
    (target: DrawerTarget) =>
      setParams((p) => {
        const out = new URLSearchParams(p);
        out.delete('game');
        out.delete('creator');
        if (target) out.set(target.kind, String(target.id));
        return out;
      }),
    [setParams],
  );

  /** From a game: the Creators tab, searching who played it (other filters stay). */
  const filterCreatorsByGame = useCallback(
    (game: DiscoveryRef) =>
      setParams((p) => {
        const out = withCreatorSearch(p, { playedGames: [{ id: game.id, name: game.name }] });
        out.delete('tab');
        out.delete('game');
        out.delete('creator');
        return out;
      }),
    [setParams],
  );

  return {
    tab,
    setTab,
    creators,
    changeCreators,
    games,
    changeGames,
    drawer,
    openDrawer,
    filterCreatorsByGame,
  };
}

export type DiscoveryState = ReturnType<typeof useDiscoveryState>;
