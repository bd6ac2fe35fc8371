import type { EmotionCache } from '@emotion/cache';

// The RTL plugin (and cssjanus) only download when someone chooses right-to-left.
let cache: EmotionCache | null = null;
let pending: Promise<EmotionCache> | null = null;

export function loadedRtlCache(): EmotionCache | null {
  return cache;
}

export function loadRtlCache(): Promise<EmotionCache> {
  pending ??= import('./rtl-cache.ts').then((m) => {
    cache = m.createRtlCache();
    return cache;
  });
  return pending;
}
