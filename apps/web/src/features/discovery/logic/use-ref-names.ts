import { type DiscoveryRef, discoveryEndpoints } from '@app/contract';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { discoveryKeys } from '../api/discovery-keys.ts';
import type { PickedTerm } from './creator-search.ts';
import { placeholderName } from './saved-search.ts';

const isPlaceholder = (ref: DiscoveryRef) => ref.name === placeholderName(ref.id);

// The most frequent terms of a kind: enough to name genres, themes, modes and perspectives.
const termPage = { page: 0, pageSize: 100, sort: { field: 'gamesCount', order: 'desc' } } as const;

/** Calls `onNamed` once with the refs renamed, when some placeholder found its name. */
function useRename<R extends DiscoveryRef>(
  refs: readonly R[],
  nameOf: (ref: R) => string | undefined,
  onNamed: (refs: R[]) => void,
) {
  const renamed = refs.map((ref) => {
    const name = isPlaceholder(ref) ? nameOf(ref) : undefined;
    return name ? { ...ref, name } : ref;
  });
  const changed = renamed.some((ref, i) => ref !== refs[i]);
  const key = renamed.map((r) => `${r.id}:${r.name}`).join('|');
  const latest = useRef({ renamed, onNamed });
  latest.current = { renamed, onNamed };
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the new names.
  useEffect(() => {
    if (changed) latest.current.onNamed(latest.current.renamed);
  }, [changed, key]);
}

/**
 * A restored saved search (or a link written without names) carries games as "#12": their
 * names are looked up (the game's detail, cached for its drawer) and written back.
 */
export function useGameNames(
  games: readonly DiscoveryRef[],
  onNamed: (games: DiscoveryRef[]) => void,
) {
  const unnamed = games.filter(isPlaceholder);
  const details = useQueries({
    queries: unnamed.map((game) => ({
      queryKey: discoveryKeys.game(game.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(discoveryEndpoints.game, { params: { id: game.id }, signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const names = new Map(
    details.flatMap((q) => (q.data ? [[q.data.id, q.data.name] as const] : [])),
  );
  useRename(games, (game) => names.get(game.id), onNamed);
}

/** The same for terms: each kind's most frequent terms are read once and matched by id. */
export function useTermNames(terms: readonly PickedTerm[], onNamed: (terms: PickedTerm[]) => void) {
  const kinds = [...new Set(terms.filter(isPlaceholder).map((t) => t.kind))];
  const lists = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: discoveryKeys.terms(kind, termPage),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(discoveryEndpoints.listTerms, { params: { x: kind }, body: termPage, signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const names = new Map(
    lists.flatMap((q) => (q.data?.items ?? []).map((t) => [`${t.kind}:${t.id}`, t.name] as const)),
  );
  useRename(terms, (term) => names.get(`${term.kind}:${term.id}`), onNamed);
}
