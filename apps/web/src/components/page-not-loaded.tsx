import Button from '@mui/material/Button';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BadRequestError, errorMessage } from '../api/errors.ts';
import { EmptyStateCard } from './empty-state-card.tsx';
import { type Crumb, PageHeader } from './page-header.tsx';

type PageNotLoadedProps = {
  /** The page's header stays, so the user still sees where they are. */
  title: string;
  crumbs: Crumb[];
  icon: ReactElement;
  /** False when the URL's id cannot name a record: nothing was asked of the server. */
  validId: boolean;
  /** Why the record did not load; a 404 reads as missing, anything else as a failure. */
  error: unknown;
  missing: { title: string; description: string };
  failedTitle: string;
  /** The list the record belongs to. */
  back: { to: string; label: string };
};

/** A detail page whose record cannot be shown: it is missing, or loading it failed. */
export function PageNotLoaded({
  title,
  crumbs,
  icon,
  validId,
  error,
  missing,
  failedTitle,
  back,
}: PageNotLoadedProps) {
  const { t } = useTranslation();
  const isMissing = !validId || (error instanceof BadRequestError && error.status === 404);
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <EmptyStateCard
        icon={icon}
        title={isMissing ? missing.title : failedTitle}
        description={isMissing ? missing.description : t(errorMessage(error))}
        action={
          <Button component={RouterLink} to={back.to} variant="outlined" color="inherit">
            {back.label}
          </Button>
        }
      />
    </>
  );
}
