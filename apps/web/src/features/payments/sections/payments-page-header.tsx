import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

interface PaymentsPageHeaderProps {
  title: ReactNode;
  crumbs: Crumb[];
  /** Shown before the title, e.g. a back button. */
  leading?: ReactNode;
  /** Shown at the end of the header row, e.g. the page's main action. */
  action?: ReactNode;
}

const dot = (
  <Box
    component="span"
    sx={{ width: 4, height: 4, borderRadius: '50%', bgcolor: 'text.disabled', display: 'block' }}
  />
);

export function PaymentsPageHeader({ title, crumbs, leading, action }: PaymentsPageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mb: { xs: 3, md: 5 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
        {leading}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 1 }} noWrap>
            {title}
          </Typography>
          <Breadcrumbs separator={dot} aria-label="breadcrumb">
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
        </Box>
      </Stack>
      {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
    </Stack>
  );
}
