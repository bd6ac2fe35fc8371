import { useTranslation } from 'react-i18next';
import { useCampaigns } from '../../campaigns/index.ts';
import { type PickerProps, PickTargetDialog } from './pick-target-dialog.tsx';

/** The campaign the selected creators join as Pending. */
export function PickCampaignDialog({ count, ...picker }: PickerProps) {
  const { t } = useTranslation();
  const campaigns = useCampaigns({
    page: 0,
    pageSize: 100,
    sort: { field: 'createdAt', order: 'desc' },
  });
  return (
    <PickTargetDialog
      {...picker}
      title={t('Add to campaign')}
      description={t(
        '{{count}} creators join the campaign as Pending; those not in the CRM yet are added to it first.',
        {
          count,
          defaultValue_one:
            '{{count}} creator joins the campaign as Pending; if not in the CRM yet, it is added to it first.',
        },
      )}
      fieldLabel={t('Campaign')}
      options={(campaigns.data?.items ?? []).map((campaign) => ({
        id: campaign.id,
        name: campaign.name,
        detail: campaign.product.title,
      }))}
      loading={campaigns.isPending}
      emptyText={t('No campaigns yet')}
    />
  );
}
