import type { JobQueue, Tx } from '../../platform/index.ts';

/**
 * How an email ended: sent (recorded delivered, also unconfirmed), never sent, or sent and
 * then bounced (a delivery status notification came back to the sender's mailbox, after
 * 'delivered' was reported: listeners hear of the same email twice then).
 */
export type EmailSettlement = 'delivered' | 'error' | 'skipped' | 'bounced';

/** What a listener learns of each settled email. */
export type SettledEmail = {
  id: number;
  kind: string;
  campaignId: number | null;
  influencerId: number | null;
};

/**
 * Runs in the transaction that records the emails' final state, so whatever it changes
 * commits exactly when that state does (and never for an email another worker settled).
 */
export type EmailSettledListener = (
  tx: Tx,
  emails: readonly SettledEmail[],
  settlement: EmailSettlement,
  /** The job queue, when the caller has one (a bounce found by mail sync): outbox jobs. */
  jobs?: JobQueue,
) => Promise<void>;

// The outbox knows nothing of why an email was sent: modules that care how their emails end
// (the campaign workflow's invite state) register here by the email's kind.
const listeners = new Map<string, EmailSettledListener[]>();

/** Calls `listener` whenever emails of `kind` settle. */
export function onEmailSettled(kind: string, listener: EmailSettledListener): void {
  const list = listeners.get(kind) ?? [];
  if (!list.includes(listener)) list.push(listener);
  listeners.set(kind, list);
}

export function hasEmailSettledListeners(kind: string): boolean {
  return listeners.has(kind);
}

/** Tells the listeners of each kind about its emails (called by deliver.ts, in `tx`). */
export async function emailsSettled(
  tx: Tx,
  emails: readonly SettledEmail[],
  settlement: EmailSettlement,
  jobs?: JobQueue,
): Promise<void> {
  const byKind = new Map<string, SettledEmail[]>();
  for (const email of emails) {
    if (!listeners.has(email.kind)) continue;
    const group = byKind.get(email.kind) ?? [];
    group.push(email);
    byKind.set(email.kind, group);
  }
  for (const [kind, group] of byKind) {
    for (const listener of listeners.get(kind) ?? []) await listener(tx, group, settlement, jobs);
  }
}
