import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type Crumb = { label: string; to?: string };

type PageHeaderProps = {
  title: ReactNode;
  crumbs?: Crumb[];
  /** Shown before the title, e.g. a back button. */
  leading?: ReactNode;
  action?: ReactNode;
};

export function PageHeader({ title, crumbs = [], leading, action }: PageHeaderProps) {
  return (
    <Box
      sx={{
        mb: { xs: 3, md: 5 },
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
      }}
    >
      {leading}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ mb: crumbs.length ? 1 : 0 }} noWrap>
          {title}
        </Typography>
        {crumbs.length ? (
          <Breadcrumbs
            separator="•"
            sx={{ '& .MuiBreadcrumbs-separator': { color: 'text.disabled', mx: 1.25 } }}
          >
            {crumbs.map((crumb) =>
              crumb.to ? (
                <Link
                  key={crumb.label}
                  component={RouterLink}
                  to={crumb.to}
                  variant="body2"
                  color="text.primary"
                  underline="hover"
                >
                  {crumb.label}
                </Link>
              ) : (
                <Typography key={crumb.label} variant="body2" sx={{ color: 'text.disabled' }}>
                  {crumb.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        ) : null}
      </Box>
      {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
    </Box>
  );
}

/** The header of a page the menu opens: its title, with Home • title as the crumbs. */
export function AreaPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={title}
      crumbs={[{ label: t('Home'), to: '/' }, { label: title }]}
      action={action}
    />
  );
}
