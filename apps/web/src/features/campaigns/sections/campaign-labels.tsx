import {
  CampaignStatus,
  CampaignType,
  campaignStatusLabel,
  campaignTypeLabel,
} from '@app/contract';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Avatar from '@mui/material/Avatar';
import { TranslatedLabel } from '../../../components/translated-label.tsx';

export function CampaignTypeLabel({ type }: { type: CampaignType }) {
  return (
    <TranslatedLabel
      color={type === CampaignType.Paid ? 'warning' : 'info'}
      text={campaignTypeLabel[type]}
    />
  );
}

export function CampaignStatusLabel({ status }: { status: CampaignStatus }) {
  const active = status === CampaignStatus.Active;
  return (
    <TranslatedLabel color={active ? 'success' : 'default'} text={campaignStatusLabel[status]} />
  );
}

/** Where a campaign's picture comes from: its own image, else its product's cover. */
type CampaignPicture = {
  image: { url: string } | null;
  product: { imageUrl: string | null };
};

/** The campaign's art, or the product's cover, or a controller glyph. Decorative. */
export function CampaignArt({
  campaign,
  width,
  height,
}: {
  campaign: CampaignPicture;
  width: number;
  height: number;
}) {
  return (
    <Avatar
      variant="rounded"
      src={campaign.image?.url ?? campaign.product.imageUrl ?? undefined}
      alt=""
      sx={{ width, height, borderRadius: 1.25, bgcolor: 'action.hover', flexShrink: 0 }}
    >
      <SportsEsportsOutlined sx={{ color: 'text.disabled' }} />
    </Avatar>
  );
}
