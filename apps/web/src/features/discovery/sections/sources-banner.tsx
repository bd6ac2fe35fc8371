import type { DiscoveryStatus } from '@app/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useIsAdmin } from '../../auth/index.ts';
import { integrationsPath } from '../../error-words/index.ts';
import { sourceNames, sourcesOff } from '../logic/source-names.ts';

/** A quiet note when provider sources are off: results then come from imported data only. */
// In words, not settings (issue 31): "not connected", and who connects them.
export function SourcesBanner({ status }: { status: DiscoveryStatus }) {
  const { t } = useTranslation();
  const admin = useIsAdmin();
  const off = sourcesOff(status.sources);
  if (!off.length) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
      {/* An English sentence on a right-to-left page still reads as English. */}
      <span dir="auto">
        {t(
          'Not connected yet: {{sources}}. Results come from imported data; an Admin can connect them.',
          {
            sources: new Intl.ListFormat('en', { type: 'conjunction' }).format(
              off.map((s) => sourceNames[s]),
            ),
          },
        )}
      </span>
      {admin && integrationsPath ? (
        <>
          {' '}
          <Link component={RouterLink} to={integrationsPath}>
            {t('Open Integrations')}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
