import { PaymentStatus } from '@app/contract';
import { avatarDataUri } from './avatar-data-uri.ts';
import { createRng, type Rng } from './prng.ts';
import {
  CAMPAIGN_KINDS,
  COUNTRIES,
  CREATOR_CHANNEL_NAMES,
  FIRST_NAMES,
  GAME_TITLES,
  LAST_NAMES,
  STREET_NAMES,
} from './sample-words.ts';
import type {
  PaymentSample,
  SampleCampaign,
  SampleInfluencer,
  SamplePayment,
  SampleProduct,
  SampleRecipient,
} from './types.ts';

/** Fixed seed: the sample is the same on every load. */
export const SAMPLE_SEED = 20_261_101;
/** Fixed "today" of the sample: every date lies within the year before it (never Date.now()). */
export const SAMPLE_REFERENCE_DATE = '2026-11-01T12:00:00.000Z';
/** SPEC section 9. */
export const SAMPLE_COUNTS = {
  payments: 200,
  recipients: 50,
  influencers: 50,
  campaigns: 30,
  products: 10,
} as const;

const DAY_MS = 86_400_000;
const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'proton.me', 'icloud.com'] as const;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

function generateProducts(): SampleProduct[] {
  return GAME_TITLES.slice(0, SAMPLE_COUNTS.products).map((title, i) => {
    const id = `prd-${pad(i + 1, 2)}`;
    return { id, title, avatar: avatarDataUri(id, title, 'tile') };
  });
}

function generateInfluencers(rng: Rng): SampleInfluencer[] {
  return shuffled(rng, CREATOR_CHANNEL_NAMES)
    .slice(0, SAMPLE_COUNTS.influencers)
    .map((mediaName, i) => {
      const id = `inf-${pad(i + 1, 2)}`;
      return { id, mediaName, avatar: avatarDataUri(id, mediaName) };
    });
}

function generateCampaigns(rng: Rng, products: readonly SampleProduct[]): SampleCampaign[] {
  const kindsByProduct = products.map(() => shuffled(rng, CAMPAIGN_KINDS));
  return Array.from({ length: SAMPLE_COUNTS.campaigns }, (_, i) => {
    const productIndex = i % products.length;
    const product = products[productIndex] as SampleProduct;
    const kind = kindsByProduct[productIndex]?.[Math.floor(i / products.length)] ?? 'Launch Keys';
    return {
      id: `cmp-${pad(i + 1, 2)}`,
      name: `${product.title} — ${kind}`,
      productId: product.id,
    };
  });
}

function generateRecipients(rng: Rng, influencers: readonly SampleInfluencer[]): SampleRecipient[] {
  const usedNames = new Set<string>();
  return influencers.slice(0, SAMPLE_COUNTS.recipients).map((influencer, i) => {
    let first: string;
    let last: string;
    do {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const country = rng.pick(COUNTRIES);
    return {
      id: `rcp-${pad(i + 1, 2)}`,
      type: 'card',
      name: `${first} ${last}`,
      email: `${first}.${last}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase(),
      phone: `${country.dialCode} ${rng.int(200, 989)} ${rng.digits(3)} ${rng.digits(4)}`,
      address: `${rng.int(1, 240)} ${rng.pick(STREET_NAMES)}, ${rng.pick(country.cities)}`,
      country: country.name,
      currency: country.currency,
      accountNumber: `${rng.int(1, 9)}${rng.digits(rng.int(9, 11))}`,
      routingNumber: `0${rng.digits(8)}`,
      influencerId: influencer.id,
    };
  });
}

function pickStatus(rng: Rng, ageDays: number): PaymentStatus {
  const roll = rng.next();
  // Older payments are mostly settled (or sit unclaimed); recent ones are mostly still pending.
  const old = ageDays > 90;
  const paidShare = old ? 0.62 : 0.3;
  const pendingShareOfOpen = old ? 0.45 : 0.75;
  if (roll < paidShare) return PaymentStatus.Paid;
  if (roll < paidShare + (1 - paidShare) * pendingShareOfOpen) return PaymentStatus.Pending;
  return PaymentStatus.Unclaimed;
}

function generatePayments(
  rng: Rng,
  referenceMs: number,
  influencers: readonly SampleInfluencer[],
  campaigns: readonly SampleCampaign[],
): SamplePayment[] {
  const drafts = Array.from({ length: SAMPLE_COUNTS.payments }, () => {
    const influencer = rng.pick(influencers);
    const campaign = rng.pick(campaigns);
    const r = rng.next();
    // 150 to 5,000 USD in steps of 25, skewed towards smaller creator fees.
    const amount = Math.round((150 + 4_850 * r * r) / 25) * 25;
    const ageDays = rng.int(1, 364);
    const createdMs = referenceMs - ageDays * DAY_MS - rng.int(0, 86_399) * 1000;
    const status = pickStatus(rng, ageDays);
    const paidMs =
      status === PaymentStatus.Paid
        ? Math.min(referenceMs, createdMs + rng.int(1, 21) * DAY_MS + rng.int(0, 86_399) * 1000)
        : null;
    return { influencer, campaign, amount, createdMs, status, paidMs };
  });
  drafts.sort((a, b) => a.createdMs - b.createdMs);
  return drafts.map((d, i) => ({
    id: `PAY-${1001 + i}`,
    amount: d.amount,
    status: d.status,
    createdAt: new Date(d.createdMs).toISOString(),
    paidAt: d.paidMs === null ? null : new Date(d.paidMs).toISOString(),
    influencer: {
      id: d.influencer.id,
      avatar: d.influencer.avatar,
      mediaName: d.influencer.mediaName,
    },
    influencerId: d.influencer.id,
    campaign: { id: d.campaign.id, name: d.campaign.name },
    campaignId: d.campaign.id,
  }));
}

/** Builds the whole payments sample from a seed. Pure: the same arguments give equal results. */
export function generateSample(
  seed: number = SAMPLE_SEED,
  referenceDate: string = SAMPLE_REFERENCE_DATE,
): PaymentSample {
  const rng = createRng(seed);
  const products = generateProducts();
  const influencers = generateInfluencers(rng);
  const campaigns = generateCampaigns(rng, products);
  const recipients = generateRecipients(rng, influencers);
  const payments = generatePayments(rng, Date.parse(referenceDate), influencers, campaigns);
  return { payments, recipients, influencers, campaigns, products };
}
