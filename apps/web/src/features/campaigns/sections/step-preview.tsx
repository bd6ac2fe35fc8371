import type { WorkflowPreview } from '@app/contract';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import type { StepNotice } from '../logic/bulk-step-text.ts';

const icons = {
  info: <MailOutline fontSize="small" />,
  warning: <WarningAmberOutlined fontSize="small" />,
  error: <ErrorOutline fontSize="small" />,
} as const;
const colors = { info: 'text.secondary', warning: 'warning.main', error: 'error.main' } as const;

/**
 * What a bulk step will do, as the server's preview counted it (one line each: the emails and
 * their sender, who gets none, who is skipped), or that it is still being counted.
 */
export function StepPreview({
  query,
  notices,
}: {
  query: UseQueryResult<WorkflowPreview>;
  notices: StepNotice[];
}) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
        {t(errorMessage(query.error))}
      </Typography>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
        <CircularProgress size={16} color="inherit" aria-hidden />
        <Typography variant="body2">{t('Checking who gets an email…')}</Typography>
      </Box>
    );
  }
  if (!notices.length) return null;
  return (
    <Box
      component="ul"
      aria-label={t('What will happen')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
    >
      {notices.map((notice) => (
        <Box
          component="li"
          key={notice.text}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25 }}
        >
          <Box
            aria-hidden
            sx={{ color: colors[notice.severity], display: 'flex', pt: 0.25, flexShrink: 0 }}
          >
            {icons[notice.severity]}
          </Box>
          <Typography variant="body2" dir="auto">
            {notice.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
