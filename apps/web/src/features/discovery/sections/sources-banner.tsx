import type { DiscoveryStatus } from '@app/contract';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { sourceNames, sourcesOff } from '../logic/source-names.ts';

/** A quiet note when provider sources are off: results then come from imported data only. */
export function SourcesBanner({ status }: { status: DiscoveryStatus }) {
  const { t } = useTranslation();
  const off = sourcesOff(status.sources);
  if (!off.length) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
      {/* An English sentence on a right-to-left page still reads as English. */}
      <span dir="auto">
        {t('Not configured: {{sources}}. Results come from imported data.', {
          sources: new Intl.ListFormat('en', { type: 'conjunction' }).format(
            off.map((s) => sourceNames[s]),
          ),
        })}
      </span>
    </Alert>
  );
}
