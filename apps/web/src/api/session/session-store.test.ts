import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { createSessionStore } from './session-store.ts';
import { TOKEN_STORAGE_KEY } from './token.ts';
import { makeToken } from './token-test-helpers.ts';

const START = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('starts initial, then authenticated when the stored token is valid', () => {
    const storage = memoryStorage();
    const token = makeToken({ exp: START / 1000 + 3600 });
    storage.setItem(TOKEN_STORAGE_KEY, token);
    const store = createSessionStore({ storage });
    expect(store.getState().status).toBe('initial');
    store.init();
    expect(store.getState()).toMatchObject({ status: 'authenticated', token, endReason: null });
  });

  it('starts unauthenticated and drops an expired stored token', () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, makeToken({ exp: START / 1000 - 1 }));
    const store = createSessionStore({ storage });
    store.init();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', endReason: 'expired' });
    expect(storage.data.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('fires the expiry timer 1 s after exp, clears the session and notifies', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.init();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.signIn(makeToken({ exp: START / 1000 + 10 }))).toBe(true);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();

    vi.advanceTimersByTime(10_999);
    expect(store.getState().status).toBe('authenticated');
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({
      status: 'unauthenticated',
      endReason: 'expired',
      token: null,
    });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('re-arms instead of expiring when the clock fired early', () => {
    const storage = memoryStorage();
    let now = START;
    let fire: (() => void) | null = null;
    const store = createSessionStore({
      storage,
      now: () => now,
      setTimer: (fn) => {
        fire = fn;
        return 0 as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimer: () => {},
    });
    store.signIn(makeToken({ exp: START / 1000 + 60 }));
    now = START + 30_000; // timer fired before exp (e.g. clamped long wait)
    (fire as unknown as () => void)();
    expect(store.getState().status).toBe('authenticated');
    now = START + 61_000;
    (fire as unknown as () => void)();
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('refuses to sign in with an expired token', () => {
    const store = createSessionStore({ storage: memoryStorage() });
    store.init();
    expect(store.signIn(makeToken({ exp: START / 1000 - 5 }))).toBe(false);
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('a 401 (reject) ends the session as unauthorized; logout as logout', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.signIn(makeToken({ exp: START / 1000 + 600 }));
    store.reject();
    expect(store.getState()).toMatchObject({
      status: 'unauthenticated',
      endReason: 'unauthorized',
    });
    store.signIn(makeToken({ exp: START / 1000 + 600 }));
    store.signOut();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', endReason: 'logout' });
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('follows another tab signing out', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage });
    store.signIn(makeToken({ exp: START / 1000 + 600 }));
    storage.removeItem(TOKEN_STORAGE_KEY);
    store.syncFromStorage();
    expect(store.getState().status).toBe('unauthenticated');
  });
});
