// Bulk calls answer per id (docs/decisions.md). One toast says what happened to all of them:
// "3 deleted", "2 invited, 1 skipped: Influencer is not in current campaign".

export type BulkAction =
  | 'add'
  | 'invite'
  | 'approve'
  | 'shortlist'
  | 'reject'
  | 'pay'
  | 'remove'
  | 'delete'
  | 'transfer'
  | 'publish'
  | 'skip';

/**
 * One id's answer. `reason` is the detail some endpoints give beside a generic `message`
 * (a product: "Error deleting product" because "It is used by 2 campaigns").
 */
export type BulkOutcome = {
  id: number;
  ok: boolean;
  message?: string | undefined;
  reason?: string | undefined;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

// Written as t() calls so the catalogue extractor finds the keys; `count` lets a language
// with plural forms translate each of them (English needs none: there is no noun).
const doneText: Record<BulkAction, (t: Translate, count: number) => string> = {
  add: (t, count) => t('{{count}} added', { count }),
  invite: (t, count) => t('{{count}} invited', { count }),
  approve: (t, count) => t('{{count}} approved', { count }),
  shortlist: (t, count) => t('{{count}} shortlisted', { count }),
  reject: (t, count) => t('{{count}} rejected', { count }),
  pay: (t, count) => t('{{count}} marked as paid', { count }),
  remove: (t, count) => t('{{count}} removed', { count }),
  delete: (t, count) => t('{{count}} deleted', { count }),
  transfer: (t, count) => t('{{count}} transferred', { count }),
  publish: (t, count) => t('{{count}} published', { count }),
  skip: (t, count) => t('{{count}} turned down', { count }),
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
    const said = result.reason ?? result.message;
    const reason = said ? t(said) : t('Something goes wrong');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const skipped = results.length - done;
  const parts: string[] = [];
  if (done || !skipped) parts.push(doneText[action](t, done));
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
