import type { WorkflowActionResponse, WorkflowPreview } from '@app/contract';
import type { TFunction } from 'i18next';

// The words of the Workflow tab's bulk steps: dialog titles, what the server's preview says
// will happen, and what the answer says did. Plurals go through i18next (defaultValue_one).

type Translate = TFunction;

/** A bulk step as the team sees it: "shortlist" is approve in a free campaign. */
export type BulkStep = 'invite' | 'approve' | 'shortlist' | 'reject' | 'pay' | 'remove';

export type StepNotice = { severity: 'info' | 'warning' | 'error'; text: string };

/** "Invite 1 creator", "Mark 3 creators as paid". */
export function stepTitle(step: BulkStep, count: number, t: Translate): string {
  switch (step) {
    case 'invite':
      return t('Invite {{count}} creators', {
        count,
        defaultValue_one: 'Invite {{count}} creator',
      });
    case 'approve':
      return t('Approve {{count}} creators', {
        count,
        defaultValue_one: 'Approve {{count}} creator',
      });
    case 'shortlist':
      return t('Shortlist {{count}} creators', {
        count,
        defaultValue_one: 'Shortlist {{count}} creator',
      });
    case 'reject':
      return t('Reject {{count}} creators', {
        count,
        defaultValue_one: 'Reject {{count}} creator',
      });
    case 'pay':
      return t('Mark {{count}} creators as paid', {
        count,
        defaultValue_one: 'Mark {{count}} creator as paid',
      });
    case 'remove':
      return t('Remove {{count}} creators', {
        count,
        defaultValue_one: 'Remove {{count}} creator',
      });
  }
}

function withoutEmail(step: BulkStep, count: number, t: Translate): string {
  switch (step) {
    case 'invite':
      return t('{{count}} have no email and will be invited without one', {
        count,
        defaultValue_one: '{{count}} has no email and will be invited without one',
      });
    case 'shortlist':
      return t('{{count}} have no email and will be shortlisted without one', {
        count,
        defaultValue_one: '{{count}} has no email and will be shortlisted without one',
      });
    case 'reject':
      return t('{{count}} have no email and will be rejected without one', {
        count,
        defaultValue_one: '{{count}} has no email and will be rejected without one',
      });
    default:
      return t('{{count}} have no email and will be approved without one', {
        count,
        defaultValue_one: '{{count}} has no email and will be approved without one',
      });
  }
}

/**
 * What the step will do, from the server's preview: the emails and who sends them, who gets
 * none and why, who is skipped. The amounts of Pay are the dialog's own (payNotices).
 */
export function stepNotices(step: BulkStep, preview: WorkflowPreview, t: Translate): StepNotice[] {
  const notices: StepNotice[] = [];
  if (preview.moving === 0) {
    notices.push({
      severity: 'error',
      text: t('None of the selected creators can take this step now'),
    });
  }
  const { email } = preview;
  if (email && preview.moving > 0) {
    const reachable = preview.moving - email.noAddress - email.unsubscribed - email.bounced;
    if (email.sender && email.sending > 0) {
      notices.push({
        severity: 'info',
        text: t('{{count}} emails from {{sender}}', {
          count: email.sending,
          sender: email.sender.email,
          defaultValue_one: '{{count}} email from {{sender}}',
        }),
      });
      if (email.sender.signInFailed) {
        notices.push({
          severity: 'warning',
          text: t(
            '{{sender}} cannot sign in to its mail server: its emails fail until it is fixed in Settings > Manager Emails',
            { sender: email.sender.email },
          ),
        });
      }
    } else if (!email.sender && reachable > 0) {
      notices.push({
        severity: 'warning',
        text: t(
          'No sender account can send for this campaign: {{count}} emails will fail. Connect one in Settings > Manager Emails.',
          {
            count: reachable,
            defaultValue_one:
              'No sender account can send for this campaign: {{count}} email will fail. Connect one in Settings > Manager Emails.',
          },
        ),
      });
    }
    if (email.noAddress > 0) {
      notices.push({ severity: 'info', text: withoutEmail(step, email.noAddress, t) });
    }
    if (email.unsubscribed > 0) {
      notices.push({
        severity: 'info',
        text: t('{{count}} unsubscribed from emails and will get none', {
          count: email.unsubscribed,
        }),
      });
    }
    if (email.bounced > 0) {
      notices.push({
        severity: 'warning',
        text: t('{{count}} creators skipped: address bounced', {
          count: email.bounced,
          defaultValue_one: '{{count}} creator skipped: address bounced',
        }),
      });
    }
  }
  if (preview.emailOff && preview.moving > 0) {
    notices.push({
      severity: 'info',
      text:
        step === 'reject'
          ? t('No email: rejection emails are turned off in Settings > Emails.')
          : t('No email: approval emails are turned off in Settings > Emails.'),
    });
  }
  for (const refused of preview.refused) {
    notices.push({
      severity: 'warning',
      text: t('{{count}} skipped: {{reason}}', {
        count: refused.count,
        reason: t(refused.message),
      }),
    });
  }
  return notices;
}

/**
 * What the answer says about emails, for the toast: "1 without an email". Empty when every
 * creator the step moved was emailed (or the step sends none).
 */
export function emailNote(results: WorkflowActionResponse['results'], t: Translate): string {
  const count = (outcomes: string[]) =>
    results.filter((r) => r.ok && r.email && outcomes.includes(r.email)).length;
  const parts: string[] = [];
  const none = count(['no_address', 'unsubscribed']);
  if (none) parts.push(t('{{count}} without an email', { count: none }));
  const bounced = count(['address_bounced']);
  if (bounced) {
    parts.push(
      t('{{count}} creators skipped: address bounced', {
        count: bounced,
        defaultValue_one: '{{count}} creator skipped: address bounced',
      }),
    );
  }
  const unsent = count(['no_sender']);
  if (unsent) {
    parts.push(
      t('{{count}} emails not sent: no sender account', {
        count: unsent,
        defaultValue_one: '{{count}} email not sent: no sender account',
      }),
    );
  }
  return parts.join('; ');
}

/**
 * Pay without a typed amount, as the server's preview counted it: the sum of the agreed deals
 * ("$750", "$1,750 in total"), and who gets the campaign deal or nothing.
 */
export function payNotices(
  payment: Pick<
    NonNullable<WorkflowPreview['payment']>,
    'agreed' | 'campaignDeal' | 'noDeal' | 'total'
  >,
  t: Translate,
  money: (amount: number) => string,
): { amount: string | null; notices: StepNotice[] } {
  const payable = payment.agreed + payment.campaignDeal;
  const amount =
    payable === 0
      ? null
      : payable === 1
        ? money(payment.total)
        : t('{{amount}} in total', { amount: money(payment.total) });
  const notices: StepNotice[] = [];
  if (payment.campaignDeal > 0) {
    notices.push({
      severity: 'info',
      text: t('{{count}} have no deal of their own and get the campaign deal', {
        count: payment.campaignDeal,
        defaultValue_one: '{{count}} has no deal of their own and gets the campaign deal',
      }),
    });
  }
  if (payment.noDeal > 0) {
    notices.push({
      severity: 'warning',
      text: t('{{count}} have no deal and are skipped unless you enter another amount', {
        count: payment.noDeal,
        defaultValue_one: '{{count}} has no deal and is skipped unless you enter another amount',
      }),
    });
  }
  return { amount, notices };
}
