import { type RedeemCodeAuditEntry, redeemCodePlatformLabel } from '@app/contract';

import type { Translate } from './use-plain-t.ts';

export type AuditLine = {
  /** One sentence: who did what. */
  text: string;
  /** Secondary facts (file name, skipped and rejected counts). */
  details: string[];
  /** The other campaign of a transfer. */
  otherCampaignId: number | null;
};

const numberFormat = new Intl.NumberFormat('en-US');

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** An audit row as a sentence: "Dana imported 2,000 Steam codes". */
export function describeAuditEntry(entry: RedeemCodeAuditEntry, t: Translate): AuditLine {
  const who =
    entry.actor?.name.trim() ||
    (entry.via === 'system'
      ? t('The system')
      : entry.via === 'creator'
        ? (entry.influencer?.mediaName ?? t('A creator'))
        : t('A team member'));
  const count = numberFormat.format(entry.count);
  const codes = entry.platform
    ? entry.count === 1
      ? t('1 {{platform}} code', { platform: t(redeemCodePlatformLabel[entry.platform]) })
      : t('{{formatted}} {{platform}} codes', {
          count: entry.count,
          formatted: count,
          platform: t(redeemCodePlatformLabel[entry.platform]),
        })
    : entry.count === 1
      ? t('1 code')
      : t('{{formatted}} codes', { count: entry.count, formatted: count });
  const d = entry.details;
  const details: string[] = [];
  let otherCampaignId: number | null = null;
  let text: string;

  switch (entry.action) {
    case 'import': {
      text = t('{{who}} imported {{codes}}', { who, codes });
      if (typeof d.fileName === 'string' && d.fileName) details.push(d.fileName);
      const skipped = (num(d.blank) ?? 0) + (num(d.duplicateInFile) ?? 0);
      const rejected = (num(d.alreadyInPool) ?? 0) + (num(d.invalid) ?? 0);
      if (skipped)
        details.push(t('{{formatted}} skipped', { formatted: numberFormat.format(skipped) }));
      if (rejected)
        details.push(t('{{formatted}} rejected', { formatted: numberFormat.format(rejected) }));
      break;
    }
    case 'export-unused':
      text =
        d.remove === true
          ? t('{{who}} exported unused codes ({{codes}}) and removed them from the pool', {
              who,
              codes,
            })
          : t('{{who}} exported unused codes ({{codes}})', { who, codes });
      break;
    case 'export-used':
      text = t('{{who}} exported used codes ({{codes}})', { who, codes });
      break;
    case 'transfer':
      if (d.direction === 'in') {
        otherCampaignId = num(d.fromCampaignId);
        text = t('{{who}} moved {{codes}} here from another campaign', { who, codes });
      } else {
        otherCampaignId = num(d.toCampaignId);
        text = t('{{who}} moved {{codes}} to another campaign', { who, codes });
      }
      break;
    case 'fulfil': {
      const creator = entry.influencer?.mediaName ?? t('a creator');
      text =
        entry.via === 'team'
          ? t('{{who}} issued {{codes}} to {{creator}}', { who, codes, creator })
          : t('{{creator}} got {{codes}}', { creator, codes });
      if (entry.via === 'creator') details.push(t('Get my key on the invite page'));
      break;
    }
    case 'bundle-size':
      text = entry.platform
        ? t('{{who}} set the {{platform}} bundle to {{formatted}} per creator', {
            who,
            platform: t(redeemCodePlatformLabel[entry.platform]),
            formatted: count,
          })
        : t('{{who}} set the bundle to {{formatted}} per creator', { who, formatted: count });
      break;
  }
  return { text, details, otherCampaignId };
}
