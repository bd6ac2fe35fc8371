import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** Flips every left/right rule for right-to-left pages. */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
}
