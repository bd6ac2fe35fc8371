import { campaignMessages, ErrorCode } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/index.ts';
import { AppError, type CampaignRow, campaigns } from '../../platform/index.ts';

/** The one answer for a campaign id that names no campaign, wherever it is looked up. */
export const campaignNotFound = () =>
  new AppError(ErrorCode.NotFound, campaignMessages.campaignNotFound);

/** The campaign row, or 404 "Campaign not found". */
export async function loadCampaign(db: DbOrTx, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw campaignNotFound();
  return row;
}

/** Same, holding a row lock for the transaction ('share': the campaign cannot be deleted). */
export async function lockCampaign(
  tx: Tx,
  id: number,
  mode: 'share' | 'update',
): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for(mode);
  if (!row) throw campaignNotFound();
  return row;
}
