// Bulk calls answer per id (docs/decisions.md). One toast says what happened to all of them:
// "3 invited, 1 skipped: Influencer is not in current campaign".

export type BulkAction =
  | 'add'
  | 'invite'
  | 'approve'
  | 'reject'
  | 'pay'
  | 'remove'
  | 'transfer'
  | 'publish'
  | 'skip';

export type BulkOutcome = { id: number; ok: boolean; message?: string | undefined };

type Translate = (key: string, options?: Record<string, unknown>) => string;

// Translation keys; {{count}} is the number of creators the server accepted.
const doneText: Record<BulkAction, string> = {
  add: '{{count}} added',
  invite: '{{count}} invited',
  approve: '{{count}} approved',
  reject: '{{count}} rejected',
  pay: '{{count}} marked as paid',
  remove: '{{count}} removed',
  transfer: '{{count}} transferred',
  publish: '{{count}} published',
  skip: '{{count}} turned down',
};

export type BulkSummary = {
  text: string;
  variant: 'success' | 'warning' | 'error' | 'info';
  done: number;
  skipped: number;
};

const identity: Translate = (key, options) =>
  key.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));

/** Groups the failures by reason so ten identical refusals read as one line. */
export function summarizeBulk(
  action: BulkAction,
  results: readonly BulkOutcome[],
  t: Translate = identity,
): BulkSummary {
  const done = results.filter((r) => r.ok).length;
  const reasons = new Map<string, number>();
  for (const result of results) {
    if (result.ok) continue;
    const reason = result.message ? t(result.message) : t('Something goes wrong');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const skipped = results.length - done;
  const parts: string[] = [];
  if (done || !skipped) parts.push(t(doneText[action], { count: done }));
  for (const [reason, count] of reasons) {
    parts.push(t('{{count}} skipped: {{reason}}', { count, reason }));
  }
  const variant = !results.length
    ? 'info'
    : skipped === 0
      ? 'success'
      : done === 0
        ? 'error'
        : 'warning';
  return { text: parts.join(', '), variant, done, skipped };
}
