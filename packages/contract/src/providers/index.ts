/**
 * The external providers' answers as their published definitions describe them, shared by
 * the server's and the discovery service's clients and by the test stand-ins (which are
 * checked against the same schemas, so they cannot drift from what the clients expect).
 * Not part of the browser's contract: reached as `@app/contract/providers`.
 */
export * from './answer.ts';
export * from './google.ts';
export * from './helix.ts';
export * from './igdb.ts';
export * from './youtube.ts';
