/**
 * Debian's Chromium as the browser tests start it (the Lighthouse bench starts it the same
 * way, headless). Without the networking flags it keeps dialling Google's hosts at start,
 * which this closed network refuses, many at a time.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
