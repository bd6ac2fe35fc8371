import { applyRequest } from '@app/contract';
import { messages } from '@app/contract/messages.ts';
import { describe, expect, it } from 'vitest';
import {
  type ApplyField,
  applicationBody,
  fieldError,
  isSupportedChannelUrl,
  serverFieldErrors,
  validateApplication,
} from './apply-form.ts';

const fields: ApplyField[] = [
  { key: 'country', label: 'Country', type: 'select', required: true, options: ['FR', 'US'] },
  { key: 'site', label: 'Website', type: 'url', required: false, options: [] },
  { key: 'about', label: 'About you', type: 'longText', required: false, options: [] },
  { key: 'name', label: 'Name', type: 'text', required: true, options: [] },
];
const good = {
  email: ' Nova@Creators.example ',
  channelUrl: 'youtube.com/@nova',
  fields: { country: 'FR', site: '', about: '', name: 'Nova' },
};

describe('the apply form checks', () => {
  it('pass a good form, and send trimmed values without empty answers', () => {
    expect(validateApplication(fields, good)).toEqual({});
    const body = applicationBody(fields, good, '');
    expect(body).toEqual({
      email: 'Nova@Creators.example',
      channelUrl: 'youtube.com/@nova',
      fields: { country: 'FR', name: 'Nova' },
    });
    // The server's own schema takes what the form sends.
    expect(applyRequest.safeParse(body).success).toBe(true);
    expect(applicationBody(fields, good, 'http://spam.example').website).toBe(
      'http://spam.example',
    );
  });

  it("say SPEC's messages for a malformed email and an unsupported channel", () => {
    for (const email of [
      'nova',
      'nova@',
      '@x.example',
      'no va@x.example',
      `${'a'.repeat(250)}@x.io`,
    ]) {
      expect(validateApplication(fields, { ...good, email }).email, email).toBe(
        messages.invalidEmail,
      );
      if (email.length <= 254)
        expect(applyRequest.safeParse({ ...good, email }).success).toBe(false);
    }
    for (const channelUrl of [
      'https://example.com/@nova',
      'ftp://youtube.com/@nova',
      'https://youtube.com/',
      'not a link',
      'javascript:alert(1)',
    ]) {
      expect(validateApplication(fields, { ...good, channelUrl }).channelUrl, channelUrl).toBe(
        messages.unsupportedChannelUrl,
      );
    }
    for (const channelUrl of [
      'https://www.youtube.com/@nova',
      'm.youtube.com/channel/UC1234567890123456789012',
      'youtu.be/dQw4w9WgXcQ',
      'https://www.twitch.tv/nova',
      'twitch.tv/nova',
    ]) {
      expect(isSupportedChannelUrl(channelUrl), channelUrl).toBe(true);
    }
  });

  it('name the empty required fields, and check each extra field by its type', () => {
    const errors = validateApplication(fields, {
      email: ' ',
      channelUrl: '',
      fields: { country: '', site: 'not a url', about: 'x'.repeat(2001), name: 'y'.repeat(501) },
    });
    expect(errors).toEqual({
      email: 'Email is required',
      channelUrl: 'Channel URL is required',
      'fields.country': 'Country is required',
      'fields.site': messages.invalidUrl,
      'fields.about': 'About you must be 2000 characters or less',
      'fields.name': 'Name must be 500 characters or less',
    });
    const [select] = fields;
    if (select) expect(fieldError(select, 'DE')).toBe(messages.valueRequired);
    expect(fieldError({ ...fields[1], required: false } as ApplyField, '  ')).toBeNull();
  });

  it("put the server's field messages next to their fields, and the rest above the button", () => {
    expect(
      serverFieldErrors(fields, { email: 'Invalid email', 'fields.country': 'Too long' }, 'x'),
    ).toEqual({ email: 'Invalid email', 'fields.country': 'Too long' });
    expect(serverFieldErrors(fields, { fields: 'Too many fields' }, 'Bad')).toEqual({
      form: 'Too many fields',
    });
    expect(serverFieldErrors(fields, {}, messages.tooManyRequests)).toEqual({
      form: messages.tooManyRequests,
    });
  });
});
