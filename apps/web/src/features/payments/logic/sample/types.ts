import type { PaymentStatus } from '@app/contract';

export interface SampleInfluencer {
  id: string;
  /** An inline SVG data URI (initials on a colour picked from the id); never a remote URL. */
  avatar: string;
  mediaName: string;
}

export interface SampleCampaign {
  id: string;
  name: string;
  /** The product (game) the campaign promotes. */
  productId: string;
}

export interface SampleProduct {
  id: string;
  /** An inline SVG data URI; never a remote URL. */
  avatar: string;
  title: string;
}

export interface SampleRecipient {
  id: string;
  type: 'card';
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  currency: string;
  accountNumber: string;
  routingNumber: string;
  influencerId: string;
}

export interface SamplePayment {
  id: string;
  /** Whole US dollars. */
  amount: number;
  status: PaymentStatus;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** ISO 8601, UTC; null unless the status is paid. */
  paidAt: string | null;
  influencer: Pick<SampleInfluencer, 'id' | 'avatar' | 'mediaName'>;
  influencerId: string;
  campaign: Pick<SampleCampaign, 'id' | 'name'>;
  campaignId: string;
}

export interface PaymentSample {
  payments: SamplePayment[];
  recipients: SampleRecipient[];
  influencers: SampleInfluencer[];
  campaigns: SampleCampaign[];
  products: SampleProduct[];
}
