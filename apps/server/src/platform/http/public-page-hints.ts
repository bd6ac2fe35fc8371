import { CampaignInfluencerStatus } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import { campaignInfluencers, campaigns, leadMagnets, products } from '../db/schema/index.ts';

// What the creators' pages need in their HTML answer's headers, read with one small query per
// page load: the sites that may frame the apply page (its lead magnet's allowed origins), and
// the campaign art either page shows first, so the browser fetches it beside the page's
// script instead of after the page's data (the art is the page's largest paint on a phone).

type Ctx = Pick<AppContext, 'db' | 'storage'>;

export type PublicPageHints = {
  /** Sites that may frame the page (none: only this site). */
  frameOrigins: string[];
  /** The art's address, as the page's data gives it; null when there is none. */
  art: string | null;
  /** The page exists and is open: else it is answered 404 (issue 26), the same page. */
  open: boolean;
};

const SLUG = /^[a-z0-9-]{3,60}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
/** As the contract's allowedOrigin: a scheme and a host (and a port). Anything else is dropped. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

const none: PublicPageHints = { frameOrigins: [], art: null, open: false };

/** The art either page shows: the campaign's image, else its product's (left-joined). */
const artColumns = { campaignImage: campaigns.imageKey, productImage: products.imageKey };

function artUrl(ctx: Ctx, row: { campaignImage: string | null; productImage: string | null }) {
  const key = row.campaignImage ?? row.productImage;
  return key ? ctx.storage.url(key) : null;
}

/** The apply page of `slug`: its allowed origins, and its art while the page is open. */
export async function applyPageHints(ctx: Ctx, slug: string): Promise<PublicPageHints> {
  if (!SLUG.test(slug)) return none;
  const [row] = await ctx.db
    .select({
      origins: leadMagnets.allowedOrigins,
      isLiveCapture: campaigns.isLiveCapture,
      status: campaigns.status,
      ...artColumns,
    })
    .from(leadMagnets)
    .innerJoin(campaigns, eq(campaigns.id, leadMagnets.campaignId))
    .leftJoin(products, eq(products.id, campaigns.productId))
    .where(eq(leadMagnets.slug, slug))
    .limit(1);
  if (!row) return none;
  // A closed page shows its not-found state: no art to fetch for it.
  const open = row.isLiveCapture && row.status !== 2;
  return {
    frameOrigins: row.origins.filter((origin) => ORIGIN.test(origin)),
    art: open ? artUrl(ctx, row) : null,
    open,
  };
}

/** The art of the invite page of `token` (none for a link that does not work). */
export async function invitePageArt(ctx: Ctx, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await ctx.db
    .select({ status: campaignInfluencers.status, ...artColumns })
    .from(campaignInfluencers)
    .innerJoin(campaigns, eq(campaigns.id, campaignInfluencers.campaignId))
    .leftJoin(products, eq(products.id, campaigns.productId))
    .where(eq(campaignInfluencers.inviteToken, token))
    .limit(1);
  if (!row || row.status === CampaignInfluencerStatus.Pending) return null;
  return artUrl(ctx, row);
}
