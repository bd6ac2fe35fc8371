import Button from '@mui/material/Button';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BadRequestError, errorMessage } from '../../../api/errors.ts';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';

/**
 * A campaign page whose campaign cannot be shown: not found (a bad id or a 404), or the
 * request failed; with a way back to the list it came from.
 */
export function CampaignNotLoaded({
  validId,
  error,
  icon,
  back,
}: {
  validId: boolean;
  error: unknown;
  icon: ReactElement;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const missing = !validId || (error instanceof BadRequestError && error.status === 404);
  return (
    <EmptyStateCard
      icon={icon}
      title={missing ? t('Campaign not found') : t('Could not load the campaign')}
      description={
        missing ? t('It may have been deleted, or the link is wrong.') : t(errorMessage(error))
      }
      action={
        <Button component={RouterLink} to={back.to} variant="outlined" color="inherit">
          {back.label}
        </Button>
      }
    />
  );
}
