import { userRoleLabel } from '@app/contract';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { session } from '../../../api/session/session.ts';
import { initialsOf } from '../../../components/initials.ts';
import { useCurrentUser } from '../../../features/auth/api/current-user.ts';
import { paths } from '../../paths.ts';
import { HeaderMenu } from './header-menu.tsx';

export function AccountMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const links = [
    { to: paths.profile, label: t('Profile'), icon: <PersonOutlined fontSize="small" /> },
    { to: paths.settings, label: t('Settings'), icon: <SettingsOutlined fontSize="small" /> },
  ];

  return (
    <HeaderMenu
      id="account-menu"
      label={t('Account')}
      buttonSx={(theme) => ({
        p: '3px',
        background: `conic-gradient(${theme.palette.primary.light}, ${theme.palette.warning.light}, ${theme.palette.primary.light})`,
      })}
      width={240}
      button={
        <Avatar
          src={user.avatarUrl ?? undefined}
          alt={user.name}
          sx={(theme) => ({
            width: 36,
            height: 36,
            border: `2px solid ${theme.palette.background.default}`,
            fontSize: 14,
            color: theme.palette.primary.contrastText,
            bgcolor: theme.palette.primary.main,
          })}
        >
          {initialsOf(user.name, user.email)}
        </Avatar>
      }
    >
      {(close) => [
        <Box key="who" sx={{ px: 1.5, pt: 1, pb: 1.5 }} role="presentation">
          <Typography variant="subtitle2" noWrap>
            {user.name || user.email}
          </Typography>
          <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
          <Box
            component="span"
            sx={(theme) => ({
              display: 'inline-block',
              mt: 1,
              px: 0.75,
              py: 0.25,
              borderRadius: 0.75,
              typography: 'caption',
              fontWeight: 700,
              color: 'primary.main',
              bgcolor: alpha(theme.palette.primary.main, 0.12),
            })}
          >
            {t(userRoleLabel[user.role])}
          </Box>
        </Box>,
        <Divider key="before-links" sx={{ borderStyle: 'dashed', my: 0.5 }} />,
        ...links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            {link.label}
          </MenuItem>
        )),
        <Divider key="before-logout" sx={{ borderStyle: 'dashed', my: 0.5 }} />,
        <MenuItem
          key="logout"
          onClick={() => {
            close();
            session.signOut();
            navigate(paths.login, { replace: true });
          }}
          sx={{ color: 'error.main', fontWeight: 600 }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('Logout')}
        </MenuItem>,
      ]}
    </HeaderMenu>
  );
}
