import { describe, expect, it } from 'vitest';
import { normalizeLinkHref } from './link-href.ts';

describe('normalizeLinkHref', () => {
  it.each<[string, string | null]>([
    // The invite link variable, written with or without spaces, is kept.
    ['{{inviteLink}}', '{{inviteLink}}'],
    [' {{ inviteLink }} ', '{{inviteLink}}'],
    // http(s), mailto and tel links are kept; a tel number with spaces is not one.
    ['https://studio.test/game?a=1', 'https://studio.test/game?a=1'],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
    ['mailto:team@studio.test', 'mailto:team@studio.test'],
    ['tel:+33 1 23', null],
    ['tel:+33-1-23', 'tel:+33-1-23'],
    // A bare domain and a bare email address are completed.
    ['studio.test/press', 'https://studio.test/press'],
    ['team@studio.test', 'mailto:team@studio.test'],
    // What an email cannot link to is refused.
    ['', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['not a link', null],
    ['ftp://x.y', null],
    ['{{key}}', null],
    ['https://nodot', null],
  ])('%j -> %j', (href, expected) => {
    expect(normalizeLinkHref(href)).toBe(expected);
  });
});
