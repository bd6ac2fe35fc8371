import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { HEADER_HEIGHT } from '../../../theme/constants.ts';
import { useSettings } from '../../../theme/settings/settings-context.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageMenu } from './language-menu.tsx';

export function Header({
  onOpenNav,
  showMenuButton,
}: {
  onOpenNav: () => void;
  showMenuButton: boolean;
}) {
  const { t } = useTranslation();
  const { openDrawer } = useSettings();
  return (
    <Box
      component="header"
      sx={(theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: theme.zIndex.appBar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: { xs: HEADER_HEIGHT.mobile, lg: HEADER_HEIGHT.desktop },
        px: { xs: 2, sm: 3, lg: 5 },
        bgcolor: alpha(theme.palette.background.default, 0.8),
        backdropFilter: 'blur(6px)',
      })}
    >
      {showMenuButton ? (
        <IconButton onClick={onOpenNav} aria-label={t('Open navigation')} edge="start">
          <MenuIcon />
        </IconButton>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      <LanguageMenu />
      <IconButton
        aria-label={t('Settings')}
        onClick={openDrawer}
        sx={{
          width: 40,
          height: 40,
          '& svg': { animation: 'settings-spin 10s linear infinite' },
          '@keyframes settings-spin': {
            from: { transform: 'rotate(0deg)' },
            to: { transform: 'rotate(360deg)' },
          },
          '@media (prefers-reduced-motion: reduce)': { '& svg': { animation: 'none' } },
        }}
      >
        <SettingsOutlined fontSize="small" />
      </IconButton>
      <Box sx={{ ml: 0.5 }}>
        <AccountMenu />
      </Box>
    </Box>
  );
}
