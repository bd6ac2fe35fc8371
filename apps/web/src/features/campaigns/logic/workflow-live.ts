import { InviteEmailState, type WorkflowListResponse } from '@app/contract';

/** A row of the page whose invite email is still in the outbox: its column will move. */
export function hasQueuedInvite(page: Pick<WorkflowListResponse, 'items'>): boolean {
  return page.items.some((row) => row.inviteEmail === InviteEmailState.Queued);
}
