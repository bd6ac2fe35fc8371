import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionState } from './session-store.ts';

// Prerendering at build time has no window and no visitor: nothing is stored.
const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** The app's one session, backed by localStorage (SPEC 9). */
export const session = createSessionStore({
  storage: typeof window === 'undefined' ? noStorage : window.localStorage,
});

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
