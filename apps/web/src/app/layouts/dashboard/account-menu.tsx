import { userRoleLabel } from '@app/contract';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { initialsOf } from '../../../components/initials.ts';
import { useCurrentUser } from '../../../features/auth/current-user.ts';
import { session } from '../../../features/auth/session.ts';
import { paths } from '../../paths.ts';

export function AccountMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={t('Account')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={(theme) => ({
          p: '3px',
          background: `conic-gradient(${theme.palette.primary.light}, ${theme.palette.warning.light}, ${theme.palette.primary.light})`,
        })}
      >
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
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 1.5, pt: 1, pb: 1.5 }} role="presentation">
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
        </Box>
        <Divider sx={{ borderStyle: 'dashed', my: 0.5 }} />
        <MenuItem component={RouterLink} to={paths.profile} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('Profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.settings} onClick={close}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('Settings')}
        </MenuItem>
        <Divider sx={{ borderStyle: 'dashed', my: 0.5 }} />
        <MenuItem
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
        </MenuItem>
      </Menu>
    </>
  );
}
