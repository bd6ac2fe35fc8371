import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { maskAccountNumber } from '../logic/mask-account.ts';
import type { SampleRecipient } from '../logic/sample/types.ts';
import { DetailCard } from './detail-card.tsx';
import { DetailRow } from './detail-row.tsx';
import { SoftLabel } from './soft-label.tsx';

export function PaymentRecipientCard({ recipient }: { recipient: SampleRecipient | undefined }) {
  const { t } = useTranslation();
  if (!recipient) {
    return (
      <DetailCard title={t('Recipient')}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('No recipient on file for this influencer.')}
        </Typography>
      </DetailCard>
    );
  }
  return (
    <DetailCard
      title={t('Recipient')}
      subheader={t('Where the payout would go')}
      action={
        <SoftLabel color="info">
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <CreditCardRoundedIcon sx={{ fontSize: 16 }} />
            <span>{recipient.type === 'card' ? t('Card') : recipient.type}</span>
          </Stack>
        </SoftLabel>
      }
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 0, md: 4 }}
        divider={
          <Divider
            flexItem
            orientation="vertical"
            sx={{ borderStyle: 'dashed', display: { xs: 'none', md: 'block' } }}
          />
        }
      >
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <DetailRow label={t('Name')}>{recipient.name}</DetailRow>
          <DetailRow label={t('Email')}>{recipient.email}</DetailRow>
          <DetailRow label={t('Phone')}>
            <bdi>{recipient.phone}</bdi>
          </DetailRow>
          <DetailRow label={t('Address')}>{recipient.address}</DetailRow>
          <DetailRow label={t('Country')}>{recipient.country}</DetailRow>
        </Stack>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <DetailRow label={t('Currency')}>{recipient.currency}</DetailRow>
          <DetailRow label={t('Account number')} mono>
            <bdi data-testid="masked-account-number">
              {maskAccountNumber(recipient.accountNumber)}
            </bdi>
          </DetailRow>
          <DetailRow label={t('Routing number')} mono>
            <bdi>{recipient.routingNumber}</bdi>
          </DetailRow>
          <Typography variant="caption" sx={{ color: 'text.disabled', mt: 1, textAlign: 'end' }}>
            {t('Only the last 4 digits of the account number are shown.')}
          </Typography>
        </Stack>
      </Stack>
    </DetailCard>
  );
}
