import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';

/** For the creators' public pages (lead magnet, invite) that later issues add. */
export function PublicLayout() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box component="header" sx={{ px: { xs: 2, md: 5 }, py: 2.5 }}>
        <Logo />
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: '1 1 auto', py: 5 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
