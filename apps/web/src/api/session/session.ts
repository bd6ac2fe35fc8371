import { useSyncExternalStore } from 'react';
import { createSessionStore, type SessionState } from './session-store.ts';

/** The app's one session, backed by localStorage (SPEC 9). */
export const session = createSessionStore({ storage: window.localStorage });

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState);
}
