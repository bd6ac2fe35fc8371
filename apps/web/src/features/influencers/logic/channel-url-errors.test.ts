import { messages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { BadRequestError, BadResponseError } from '../../../api/errors.ts';
import { channelUrlError } from './channel-url-errors.ts';

describe('channelUrlError', () => {
  it('puts the SPEC link messages on the field, from the message or from fields.url', () => {
    for (const message of [
      messages.unsupportedChannelUrl,
      messages.channelAlreadyExists,
      messages.urlIsEmpty,
    ]) {
      expect(channelUrlError(new BadRequestError(400, 'BAD_REQUEST', message))).toBe(message);
    }
    expect(
      channelUrlError(
        new BadRequestError(409, 'CONFLICT', 'Value is required', {
          url: messages.channelAlreadyExists,
        }),
      ),
    ).toBe(messages.channelAlreadyExists);
  });

  it('leaves other failures to a toast', () => {
    expect(channelUrlError(new BadRequestError(403, 'FORBIDDEN', messages.forbidden))).toBeNull();
    expect(channelUrlError(new BadResponseError(500))).toBeNull();
    expect(channelUrlError(new Error('x'))).toBeNull();
  });
});
