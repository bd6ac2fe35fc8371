import { type User, UserRole, userRoleLabel } from '@app/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { flipInRtl } from '../../../components/flip-in-rtl.ts';
import { IconTile } from '../../../components/icon-tile.tsx';
import { CreatorsIllustration } from '../../../components/illustrations/creators-illustration.tsx';

function NextStep({
  icon,
  title,
  text,
  to,
  action,
  done,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  action: string;
  done?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <IconTile color={done ? 'success' : 'primary'} size={48} tint={0.08}>
        {done ? <CheckCircle /> : icon}
      </IconTile>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {done ? t('Done') : text}
        </Typography>
      </Box>
      <Button component={RouterLink} to={to} size="small" variant="outlined" color="inherit">
        {action}
      </Button>
    </Box>
  );
}

/** A fresh workspace: what the dashboard will show, and the steps that get it there. */
export function WelcomeCard({ user, influencers }: { user: User; influencers: number }) {
  const { t } = useTranslation();
  const admin = user.role === UserRole.Admin;
  const firstName = user.firstName || user.name || user.email;
  const steps = [
    {
      icon: <PersonAddAltOutlined />,
      title: t('Add creators'),
      text: t('Paste a channel link or import a spreadsheet.'),
      to: paths.influencers,
      action: t('Open'),
      done: influencers > 0,
    },
    {
      icon: <CampaignOutlined />,
      title: t('Create a campaign'),
      text: t('Pick a game, write the brief, add key pools.'),
      to: paths.campaignAdd,
      action: t('Create'),
    },
    {
      icon: <PersonOutlined />,
      title: t('Complete your profile'),
      text: t('Add your name, phone and a photo.'),
      to: paths.profile,
      action: t('Open'),
    },
    ...(admin
      ? [
          {
            icon: <GroupsOutlined />,
            title: t('Invite your team'),
            text: t('Add managers and admins in Settings.'),
            to: paths.settingsTab('team'),
            action: t('Open'),
          },
        ]
      : []),
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
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
              height: 1,
              p: { xs: 3, md: 5 },
            }}
          >
            <Box sx={{ flexGrow: 1, textAlign: { xs: 'center', sm: 'start' } }}>
              <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
                {t('Welcome, {{name}}', { name: firstName })}
              </Typography>
              <Typography variant="body2" sx={{ opacity: 0.8, maxWidth: 440, mb: 3 }}>
                {t(
                  'You are signed in as {{role}}. Once your first campaign runs, this page shows invites, approvals, published posts, keys and views, and what needs your attention.',
                  { role: t(userRoleLabel[user.role]) },
                )}
              </Typography>
              <Button
                component={RouterLink}
                to={paths.campaignAdd}
                variant="contained"
                color="primary"
                endIcon={<ArrowForward sx={flipInRtl} />}
              >
                {t('Create a campaign')}
              </Button>
            </Box>
            <Box sx={{ width: { xs: 220, sm: 240 }, flexShrink: 0 }}>
              <CreatorsIllustration maxWidth={240} />
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Card sx={{ height: 1 }}>
          <CardHeader
            title={t('Next steps')}
            subheader={t('{{count}} steps to set up your workspace', {
              count: steps.length,
              defaultValue_one: '{{count}} step to set up your workspace',
            })}
          />
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            {steps.map((step) => (
              <NextStep key={step.title} {...step} />
            ))}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
