import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label.tsx';
import { formatDayTime } from '../../../format/format.ts';

/** "Replied": the creator answered one of the campaign's emails (found by mailbox sync). */
export function RepliedChip({ repliedAt }: { repliedAt: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('Replied {{when}}', { when: formatDayTime(repliedAt) })}>
      <span>
        <Label color="info">{t('Replied')}</Label>
      </span>
    </Tooltip>
  );
}
