import ChevronLeft from '@mui/icons-material/ChevronLeft';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { useSettings } from '../../../theme/settings/settings-context.tsx';
import { SettingsDrawer } from '../../../theme/settings/settings-drawer.tsx';
import { Header } from './header.tsx';
import { navGroups } from './nav-config.tsx';
import { NavSection } from './nav-section.tsx';

/** SPEC 9: sidebar 280 px, mini 88 px. */
export const NAV_WIDTH = { vertical: 280, mini: 88 } as const;

export function DashboardLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings, update } = useSettings();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const mini = settings.layout === 'mini';
  const navWidth = mini ? NAV_WIDTH.mini : NAV_WIDTH.vertical;
  const border = `1px dashed ${alpha(theme.palette.grey[500], 0.16)}`;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {desktop ? (
        <Box
          component="aside"
          sx={{
            position: 'fixed',
            top: 0,
            bottom: 0,
            left: 0,
            width: navWidth,
            zIndex: theme.zIndex.appBar + 1,
            display: 'flex',
            flexDirection: 'column',
            borderRight: border,
            bgcolor: 'background.default',
            transition: theme.transitions.create('width', {
              duration: theme.transitions.duration.shorter,
            }),
          }}
        >
          <Box
            sx={{
              px: mini ? 0 : 3.5,
              pt: 2.5,
              pb: 1,
              display: 'flex',
              justifyContent: mini ? 'center' : 'flex-start',
            }}
          >
            <Logo showName={!mini} />
          </Box>
          <IconButton
            size="small"
            onClick={() => update({ layout: mini ? 'vertical' : 'mini' })}
            aria-label={mini ? t('Expand navigation') : t('Collapse navigation')}
            sx={{
              position: 'absolute',
              top: 28,
              right: -13,
              width: 26,
              height: 26,
              border,
              borderStyle: 'solid',
              bgcolor: 'background.default',
              '&:hover': { bgcolor: 'background.paper' },
              '& svg': {
                fontSize: 16,
                // Points where the sidebar will move: flipped for mini, and again for RTL.
                transform: mini !== (theme.direction === 'rtl') ? 'rotate(180deg)' : 'none',
                transition: 'transform 0.2s',
              },
            }}
          >
            <ChevronLeft />
          </IconButton>
          <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pt: mini ? 1.5 : 0 }}>
            <NavSection groups={navGroups} mini={mini} />
          </Box>
        </Box>
      ) : (
        <Drawer
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{
            paper: { sx: { width: NAV_WIDTH.vertical, bgcolor: 'background.default' } },
          }}
        >
          <Box sx={{ px: 3.5, pt: 2.5, pb: 1 }}>
            <Logo />
          </Box>
          <NavSection groups={navGroups} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}

      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: '100vh',
          pl: desktop ? `${navWidth}px` : 0,
          transition: theme.transitions.create('padding', {
            duration: theme.transitions.duration.shorter,
          }),
        }}
      >
        <Header onOpenNav={() => setMobileOpen(true)} showMenuButton={!desktop} />
        <Box
          component="main"
          sx={{
            flex: '1 1 auto',
            width: 1,
            mx: 'auto',
            maxWidth: settings.stretch ? 'none' : theme.breakpoints.values.lg,
            px: { xs: 2, sm: 3, lg: 5 },
            pt: { xs: 1, lg: 2 },
            pb: 8,
          }}
        >
          <Outlet />
        </Box>
      </Box>
      <SettingsDrawer />
    </Box>
  );
}
