import {
  CampaignStatus,
  CampaignType,
  campaignStatusLabel,
  campaignTypeLabel,
} from '@app/contract';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/label.tsx';

export function CampaignTypeLabel({ type }: { type: CampaignType }) {
  const { t } = useTranslation();
  return (
    <Label color={type === CampaignType.Paid ? 'warning' : 'info'}>
      {t(campaignTypeLabel[type])}
    </Label>
  );
}

export function CampaignStatusLabel({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Label color={status === CampaignStatus.Active ? 'success' : 'default'}>
      {t(campaignStatusLabel[status])}
    </Label>
  );
}

/** The campaign's art, or the product's cover, or a controller glyph. Decorative. */
export function CampaignArt({
  src,
  width,
  height,
}: {
  src: string | null | undefined;
  width: number;
  height: number;
}) {
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt=""
      sx={{ width, height, borderRadius: 1.25, bgcolor: 'action.hover', flexShrink: 0 }}
    >
      <SportsEsportsOutlined sx={{ color: 'text.disabled' }} />
    </Avatar>
  );
}
