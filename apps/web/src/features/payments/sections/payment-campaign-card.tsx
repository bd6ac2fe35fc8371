import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SamplePayment, SampleProduct } from '../logic/sample/types.ts';
import { DetailCard } from './detail-card.tsx';

interface PaymentCampaignCardProps {
  campaign: SamplePayment['campaign'];
  product: SampleProduct | undefined;
}

export function PaymentCampaignCard({ campaign, product }: PaymentCampaignCardProps) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('Campaign')}>
      <Typography variant="subtitle1">{campaign.name}</Typography>
      {product ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 1.5 }}>
          <Avatar
            variant="rounded"
            src={product.avatar}
            alt={product.title}
            sx={{ width: 40, height: 40, borderRadius: 1.5 }}
          />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('Product')}
            </Typography>
            <Typography variant="subtitle2" noWrap>
              {product.title}
            </Typography>
          </Stack>
        </Stack>
      ) : null}
    </DetailCard>
  );
}
