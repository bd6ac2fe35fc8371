import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SamplePayment } from '../logic/sample/types.ts';
import { DetailCard } from './detail-card.tsx';
import { InfluencerAvatar } from './influencer-avatar.tsx';

export function PaymentInfluencerCard({ influencer }: { influencer: SamplePayment['influencer'] }) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('Influencer')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <InfluencerAvatar influencer={influencer} size={64} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap>
            {influencer.mediaName}
          </Typography>
        </Stack>
      </Stack>
    </DetailCard>
  );
}
