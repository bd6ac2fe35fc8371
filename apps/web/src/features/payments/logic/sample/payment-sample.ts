import { generateSample } from './generate-sample.ts';
import type {
  PaymentSample,
  SampleCampaign,
  SamplePayment,
  SampleProduct,
  SampleRecipient,
} from './types.ts';

let cached: PaymentSample | undefined;

/** The app's one sample, generated on first use and kept for the session. No server involved. */
export function getPaymentSample(): PaymentSample {
  cached ??= generateSample();
  return cached;
}

export interface PaymentDetail {
  payment: SamplePayment;
  recipient: SampleRecipient | undefined;
  campaign: SampleCampaign | undefined;
  product: SampleProduct | undefined;
}

/** Looks up one payment with everything the detail page shows; undefined for an unknown id. */
export function findPaymentDetail(
  sample: PaymentSample,
  id: string | undefined,
): PaymentDetail | undefined {
  const wanted = id?.trim().toUpperCase();
  const payment = sample.payments.find((p) => p.id === wanted);
  if (!payment) return undefined;
  const campaign = sample.campaigns.find((c) => c.id === payment.campaignId);
  return {
    payment,
    recipient: sample.recipients.find((r) => r.influencerId === payment.influencerId),
    campaign,
    product: sample.products.find((p) => p.id === campaign?.productId),
  };
}
