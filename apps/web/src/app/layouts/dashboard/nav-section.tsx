import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isNavItemActive, type NavGroup } from './nav-config.tsx';

type NavSectionProps = { groups: NavGroup[]; mini?: boolean; onNavigate?: () => void };

export function NavSection({ groups, mini = false, onNavigate }: NavSectionProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Box component="nav" aria-label={t('Main navigation')} sx={{ px: mini ? 0.75 : 2, pb: 2 }}>
      {groups.map((group) => (
        <Box
          component="ul"
          key={group.subheader}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: mini ? 0.5 : 1.5 }}
        >
          {mini ? null : (
            <ListSubheader
              component="li"
              disableSticky
              sx={{
                typography: 'overline',
                fontSize: 11,
                color: 'text.disabled',
                bgcolor: 'transparent',
                lineHeight: 1.5,
                px: 1.5,
                pt: 2,
                pb: 1,
              }}
            >
              {t(group.subheader)}
            </ListSubheader>
          )}
          {group.items.map((item) => {
            const active = isNavItemActive(item.path, pathname);
            const link = (
              <ListItemButton
                component={NavLink}
                to={item.path}
                end={item.path === '/'}
                onClick={onNavigate}
                sx={(theme) => ({
                  borderRadius: 1,
                  mb: 0.5,
                  color: active ? 'primary.main' : 'text.secondary',
                  bgcolor: active ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
                  '&:hover': {
                    bgcolor: active
                      ? alpha(theme.palette.primary.main, 0.16)
                      : theme.palette.action.hover,
                  },
                  ...(theme.palette.mode === 'dark' && active ? { color: 'primary.light' } : {}),
                  ...(mini
                    ? {
                        flexDirection: 'column',
                        gap: 0.5,
                        py: 1,
                        px: 0.5,
                        minHeight: 56,
                        textAlign: 'center',
                      }
                    : { gap: 2, py: 0.75, px: 1.5, minHeight: 44 }),
                })}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ display: 'inline-flex', '& svg': { fontSize: mini ? 22 : 24 } }}
                >
                  {item.icon}
                </Box>
                <Box
                  component="span"
                  sx={{
                    flexGrow: mini ? 0 : 1,
                    fontSize: mini ? 10 : 14,
                    lineHeight: mini ? '16px' : '22px',
                    fontWeight: active ? 600 : 500,
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    width: mini ? 1 : 'auto',
                  }}
                >
                  {t(item.title)}
                </Box>
              </ListItemButton>
            );
            return (
              <li key={item.path}>
                {mini ? (
                  <Tooltip title={t(item.title)} placement="right" disableInteractive>
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
