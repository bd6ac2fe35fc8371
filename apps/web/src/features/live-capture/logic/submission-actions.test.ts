import { ChannelType, type Submission } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { submissionActions } from './submission-actions.ts';

const channel: Submission['channel'] = {
  id: 5,
  name: 'Kai',
  url: 'https://twitch.tv/kai',
  type: ChannelType.Twitch,
  subscribers: 1200,
};
const checkError: Submission['checkError'] = {
  step: 'validate',
  message: 'System error before channel validation',
  reason: 'Twitch API key is not configured',
  at: '2026-11-26T10:00:00Z',
};

describe('submissionActions', () => {
  it('offers retry only with a check error', () => {
    expect(submissionActions({ status: 'check error', checkError, channel: null })).toEqual([
      'retry',
      'map',
      'delete',
    ]);
    // A check-error status without its details has nothing to run again.
    expect(submissionActions({ status: 'check error', checkError: null, channel: null })).toEqual([
      'map',
      'delete',
    ]);
  });

  it('offers mapping until the creator is in the workflow', () => {
    expect(submissionActions({ status: 'not mapped', checkError: null, channel: null })).toEqual([
      'map',
      'delete',
    ]);
    expect(submissionActions({ status: 'added to workflow', checkError: null, channel })).toEqual([
      'delete',
    ]);
  });

  it('offers add to campaign for a mapped submission not yet added', () => {
    expect(submissionActions({ status: 'mapped', checkError: null, channel })).toEqual([
      'map',
      'addToCampaign',
      'delete',
    ]);
    expect(submissionActions({ status: 'email sent', checkError: null, channel })).toEqual([
      'map',
      'addToCampaign',
      'delete',
    ]);
    // A check error at a later step is retried, not added by hand.
    expect(
      submissionActions({
        status: 'check error',
        checkError: { ...checkError, step: 'invite' },
        channel,
      }),
    ).toEqual(['retry', 'map', 'delete']);
  });
});
