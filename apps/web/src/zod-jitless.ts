// zod compiles fast object parsers with `new Function`, probing for it first. The page's
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses that probe and reports
// a violation; jitless parsing gives the same answers without eval. main.tsx imports this
// first, before any schema parses.
//
// zod reads its global config from globalThis.__zod_globalConfig (one object shared by every
// copy of zod), so setting it here keeps zod itself out of the entry chunk and the login
// route; zod-jitless.test.ts checks that zod's own `config()` sees it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
