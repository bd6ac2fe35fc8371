import { PaymentStatus } from '@app/contract';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { findPaymentDetail, getPaymentSample } from '../logic/sample/payment-sample.ts';
import { lastPaymentListHref } from '../logic/use-payment-list-state.ts';
import { BackArrowIcon } from '../sections/back-arrow-icon.tsx';
import { MarkAsPaidButton } from '../sections/mark-as-paid-button.tsx';
import { PaidOnNote } from '../sections/paid-on-note.tsx';
import { PaymentCampaignCard } from '../sections/payment-campaign-card.tsx';
import { PaymentInfluencerCard } from '../sections/payment-influencer-card.tsx';
import { PaymentNotFound } from '../sections/payment-not-found.tsx';
import { PaymentOverviewCard } from '../sections/payment-overview-card.tsx';
import { PaymentRecipientCard } from '../sections/payment-recipient-card.tsx';

/** /payments/:id: one sample payment with its influencer, campaign and recipient. No server calls. */
export function PaymentDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = findPaymentDetail(getPaymentSample(), id);
  const backHref = lastPaymentListHref();
  const crumbs = [
    { label: t('Home'), to: '/' },
    { label: t('Payments'), to: backHref },
    { label: detail?.payment.id ?? id },
  ];
  const back = (
    <Tooltip title={t('Back to payments')}>
      <IconButton component={RouterLink} to={backHref} aria-label={t('Back to payments')}>
        <BackArrowIcon />
      </IconButton>
    </Tooltip>
  );

  if (!detail) {
    return (
      <>
        <PageHeader title={t('Payment not found')} crumbs={crumbs} leading={back} />
        <PaymentNotFound id={id} backHref={backHref} />
      </>
    );
  }

  const { payment, recipient, product } = detail;
  return (
    <>
      <PageHeader
        title={t('Payment {{id}}', { id: payment.id })}
        crumbs={crumbs}
        leading={back}
        action={
          payment.status === PaymentStatus.Paid ? (
            <PaidOnNote paidAt={payment.paidAt} />
          ) : (
            <MarkAsPaidButton />
          )
        }
      />
      <ResponsiveColumns columns="minmax(0, 2fr) minmax(0, 1fr)" align="start">
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <PaymentOverviewCard payment={payment} />
          <PaymentRecipientCard recipient={recipient} />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <PaymentInfluencerCard influencer={payment.influencer} />
          <PaymentCampaignCard campaign={payment.campaign} product={product} />
        </Stack>
      </ResponsiveColumns>
    </>
  );
}
