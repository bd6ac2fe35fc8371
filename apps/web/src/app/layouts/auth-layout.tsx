import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { CreatorsIllustration } from '../../components/illustrations/creators-illustration.tsx';
import { Logo } from '../../components/logo.tsx';

/** Split screen: brand panel with an illustration, and the form. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 6,
          width: 1,
          maxWidth: 560,
          px: 6,
          pb: 6,
          pt: 12,
          position: 'relative',
          bgcolor: theme.palette.background.neutral,
          backgroundImage: `radial-gradient(ellipse at 20% 0%, ${alpha(theme.palette.primary.main, 0.12)}, transparent 60%)`,
        })}
      >
        <Box sx={{ position: 'absolute', top: 24, insetInlineStart: 24 }}>
          <Logo />
        </Box>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h3" component="p">
            {t('Hi, welcome back')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 2, maxWidth: 420 }}>
            {t(
              'Find creators, run campaigns, hand out keys and see who published — all in one place.',
            )}
          </Typography>
        </Box>
        <CreatorsIllustration />
      </Box>
      <Box
        component="main"
        sx={{
          flex: '1 1 auto',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 2, sm: 3 },
          py: 8,
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 5 }}>
          <Logo />
        </Box>
        <Box sx={{ width: 1, maxWidth: 420 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
