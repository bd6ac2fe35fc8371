import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import { signConfirmToken, verifyConfirmToken } from './confirm-token.ts';
import { contactDomains, descriptionHasCode, emailDomainMismatch } from './description.ts';

describe('the verification code in a description', () => {
  it('is found in any case, anywhere; an empty code or description never matches', () => {
    expect(descriptionHasCode('Business: x@y.com\nVerify: ab12cd', 'AB12CD')).toBe(true);
    expect(descriptionHasCode('AB12C D', 'AB12CD')).toBe(false);
    expect(descriptionHasCode(null, 'AB12CD')).toBe(false);
    expect(descriptionHasCode('anything', '  ')).toBe(false);
  });
});

describe("the channel's public contact", () => {
  it('takes the emails named, else the websites, never the platforms', () => {
    expect(contactDomains('Mail me: Deals@Studio.Example or www.studio.example')).toEqual([
      'studio.example',
    ]);
    expect(
      contactDomains('Site https://www.pixel.example/about, twitter.com/pixel, youtu.be/abc'),
    ).toEqual(['pixel.example']);
    expect(contactDomains('Just games, https://www.twitch.tv/pixel')).toEqual([]);
    expect(contactDomains('Built with Node.js, see v1.final. More at pixel.games.')).toEqual([
      'pixel.games',
    ]);
    expect(contactDomains('Shop: http://store.pixel.xyzw/items')).toEqual(['store.pixel.xyzw']);
    expect(contactDomains(null)).toEqual([]);
  });

  it('flags an email on another domain; subdomains and no contact are fine', () => {
    expect(emailDomainMismatch('me@gmail.com', 'Business: deals@pixel.example')).toBe(true);
    expect(emailDomainMismatch('me@pixel.example', 'Business: deals@pixel.example')).toBe(false);
    expect(emailDomainMismatch('me@mail.pixel.example', 'See https://pixel.example')).toBe(false);
    expect(emailDomainMismatch('me@gmail.com', 'No contact here')).toBe(false);
  });
});

describe('the confirmation link token', () => {
  const config = testConfig({ SECRET_BOX_KEY: Buffer.alloc(32, 3).toString('base64') });

  it('names its submission, and nothing once altered, expired or signed elsewhere', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = signConfirmToken(config, 4242, now);
    expect(verifyConfirmToken(config, token, now)).toBe(4242);
    const [id, expires, mac] = token.split('.');
    expect(verifyConfirmToken(config, `${(4243).toString(36)}.${expires}.${mac}`, now)).toBeNull();
    expect(
      verifyConfirmToken(
        config,
        `${id}.${(Number.parseInt(expires ?? '', 36) + 1).toString(36)}.${mac}`,
        now,
      ),
    ).toBeNull();
    expect(verifyConfirmToken(config, token, now + 31 * 24 * 3600 * 1000)).toBeNull();
    const other = testConfig({ SECRET_BOX_KEY: Buffer.alloc(32, 4).toString('base64') });
    expect(verifyConfirmToken(other, token, now)).toBeNull();
    expect(verifyConfirmToken(config, 'not-a-token', now)).toBeNull();
  });
});
