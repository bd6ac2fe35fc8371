import { UserRole, userRoleLabel } from '@app/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths.ts';
import { CreatorsIllustration } from '../../components/illustrations/creators-illustration.tsx';
import { type AreaKey, areas } from '../areas/area-definitions.tsx';
import { useCurrentUser } from '../auth/current-user.ts';

const overviewAreas: { key: AreaKey; path: string }[] = [
  { key: 'influencers', path: paths.influencers },
  { key: 'campaigns', path: paths.campaigns },
  { key: 'liveCapture', path: paths.liveCapture },
  { key: 'discovery', path: paths.discovery },
  { key: 'payments', path: paths.payments },
  { key: 'mailings', path: paths.mailings },
];

function NextStep({
  icon,
  title,
  text,
  to,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.08),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text}
        </Typography>
      </Box>
      <Button component={RouterLink} to={to} size="small" variant="outlined" color="inherit">
        {action}
      </Button>
    </Box>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = user.role === UserRole.Admin;
  const firstName = user.firstName || user.name || user.email;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card
          sx={(theme) => ({
            height: 1,
            color:
              theme.palette.mode === 'light'
                ? theme.palette.primary.darker
                : theme.palette.primary.lighter,
            background: `linear-gradient(135deg, ${alpha(theme.palette.primary.light, 0.2)}, ${alpha(theme.palette.primary.main, 0.2)})`,
            boxShadow: 'none',
          })}
        >
          <CardContent
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 3,
              flexDirection: { xs: 'column', sm: 'row' },
              p: { xs: 3, md: 5 },
            }}
          >
            <Box sx={{ flexGrow: 1, textAlign: { xs: 'center', sm: 'start' } }}>
              <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
                {t('Welcome back, {{name}}', { name: firstName })}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.8, maxWidth: 420, mb: 3 }}>
                {t(
                  'You are signed in as {{role}}. Each area below lights up as its part of the product lands.',
                  {
                    role: t(userRoleLabel[user.role]),
                  },
                )}
              </Typography>
              <Button
                component={RouterLink}
                to={paths.campaigns}
                variant="contained"
                color="primary"
                endIcon={<ArrowForward />}
              >
                {t('Go to campaigns')}
              </Button>
            </Box>
            <Box sx={{ width: { xs: 220, sm: 240 }, flexShrink: 0 }}>
              <CreatorsIllustration maxWidth={240} />
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader title={t('Next steps')} />
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <NextStep
              icon={<PersonOutlined />}
              title={t('Complete your profile')}
              text={t('Add your name, phone and a photo.')}
              to={paths.profile}
              action={t('Open')}
            />
            {admin ? (
              <NextStep
                icon={<GroupsOutlined />}
                title={t('Invite your team')}
                text={t('Add managers and admins in Settings.')}
                to={paths.settingsTab('team')}
                action={t('Open')}
              />
            ) : null}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={12}>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {t('Areas')}
        </Typography>
      </Grid>
      {overviewAreas.map(({ key, path }) => {
        const area = areas[key];
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: 1 }}>
              <CardActionArea
                component={RouterLink}
                to={path}
                sx={{
                  height: 1,
                  p: 3,
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  gap: 2,
                }}
              >
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 48,
                    height: 48,
                    flexShrink: 0,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: alpha(theme.palette.primary.main, 0.08),
                  })}
                >
                  {area.icon}
                </Box>
                <Box>
                  <Typography variant="subtitle1" component="h3">
                    {t(area.title)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {t(area.description)}
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{
                      display: 'inline-block',
                      mt: 1.5,
                      color: area.available ? 'primary.main' : 'text.disabled',
                      fontWeight: 600,
                    }}
                  >
                    {area.available ? t('Open') : t('Not available yet')}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
