import { decodeToken, isTokenValid, TOKEN_STORAGE_KEY, type TokenClaims } from './token.ts';

export type SessionStatus = 'initial' | 'authenticated' | 'unauthenticated';
/** Why the last session ended: a logout goes to plain /login, the others come back after. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized';

export type SessionState = {
  status: SessionStatus;
  token: string | null;
  claims: TokenClaims | null;
  endReason: SessionEndReason | null;
};

type TimerId = ReturnType<typeof setTimeout>;

export type SessionStoreDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => TimerId;
  clearTimer?: (id: TimerId) => void;
};

/** setTimeout overflows past ~24.8 days; longer waits re-arm in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** SPEC 9: the expiry timer fires one second after the token's exp. */
export const EXPIRY_GRACE_MS = 1000;

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(deps: SessionStoreDeps) {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((id) => clearTimeout(id));
  const listeners = new Set<() => void>();
  let timer: TimerId | undefined;
  let state: SessionState = { status: 'initial', token: null, claims: null, endReason: null };

  function set(next: SessionState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function stopTimer() {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  }

  function schedule() {
    stopTimer();
    if (!state.claims) return;
    const delay = state.claims.exp * 1000 + EXPIRY_GRACE_MS - now();
    timer = setTimer(checkExpiry, Math.min(Math.max(delay, 0), MAX_TIMER_MS));
  }

  function checkExpiry() {
    timer = undefined;
    if (state.status !== 'authenticated') return;
    if (isTokenValid(state.token, now())) schedule();
    else end('expired');
  }

  function end(reason: SessionEndReason) {
    stopTimer();
    deps.storage.removeItem(TOKEN_STORAGE_KEY);
    set({ status: 'unauthenticated', token: null, claims: null, endReason: reason });
  }

  function adopt(token: string) {
    const claims = decodeToken(token);
    set({ status: 'authenticated', token, claims, endReason: null });
    schedule();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getToken: () => state.token,
    /** Checks the stored token once: initial -> authenticated | unauthenticated. */
    init() {
      const stored = deps.storage.getItem(TOKEN_STORAGE_KEY);
      if (stored && isTokenValid(stored, now())) {
        adopt(stored);
      } else {
        if (stored) deps.storage.removeItem(TOKEN_STORAGE_KEY);
        set({
          status: 'unauthenticated',
          token: null,
          claims: null,
          endReason: stored ? 'expired' : null,
        });
      }
    },
    /** Returns false (and changes nothing) for a malformed or already expired token. */
    signIn(token: string): boolean {
      if (!isTokenValid(token, now())) return false;
      deps.storage.setItem(TOKEN_STORAGE_KEY, token);
      adopt(token);
      return true;
    },
    signOut: () => end('logout'),
    /** Any 401: the server no longer accepts this token. */
    reject() {
      if (state.status !== 'unauthenticated') end('unauthorized');
    },
    /** Another tab signed in or out. */
    syncFromStorage() {
      const stored = deps.storage.getItem(TOKEN_STORAGE_KEY);
      if (stored === state.token) return;
      if (stored && isTokenValid(stored, now())) adopt(stored);
      else if (state.status === 'authenticated') end('logout');
    },
    dispose: stopTimer,
  };
}
