import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import type { ReactNode } from 'react';

interface DetailCardProps {
  title: string;
  subheader?: string;
  action?: ReactNode;
  children: ReactNode;
}

export function DetailCard({ title, subheader, action, children }: DetailCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: 'h6' }, action: { sx: { alignSelf: 'center', m: 0 } } }}
        sx={{ p: 3, pb: 2 }}
      />
      <Divider sx={{ borderStyle: 'dashed' }} />
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>{children}</CardContent>
    </Card>
  );
}
