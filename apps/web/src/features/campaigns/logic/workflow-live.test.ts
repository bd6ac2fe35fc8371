import type { WorkflowListResponse } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { LIVE_POLL_MS, pollWhilePending } from '../../../api/live-poll.ts';
import { hasQueuedInvite } from './workflow-live.ts';

type Page = Pick<WorkflowListResponse, 'items'>;
const page = (...states: (string | null)[]): Page =>
  ({ items: states.map((inviteEmail) => ({ inviteEmail })) }) as unknown as Page;
const interval = pollWhilePending(hasQueuedInvite);
const at = (data: Page | undefined) => interval({ state: { data } });

describe('the Workflow page follows queued invite emails', () => {
  it('polls while a row on the page has its invite in the outbox', () => {
    expect(at(page('sent', 'queued', null))).toBe(LIVE_POLL_MS);
  });

  it('stops when nothing is queued (sent, failed, bounced, none, never invited) or before data', () => {
    expect(at(page('sent', 'failed', 'bounced', 'none', null))).toBe(false);
    expect(at(page())).toBe(false);
    expect(at(undefined)).toBe(false);
  });
});
