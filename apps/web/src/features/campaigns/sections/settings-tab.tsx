import type { Campaign } from '@app/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type CampaignSettingsTab, isSettingsSubTab } from '../logic/campaign-paths.ts';
import { SettingsAds } from './settings-ads.tsx';
import { SettingsGeneral } from './settings-general.tsx';
import { SettingsIntegrations } from './settings-integrations.tsx';

const sections: { value: CampaignSettingsTab; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'integrations', label: 'Integrations' },
  { value: 'live-capture', label: 'Live Capture Settings' },
  { value: 'ads', label: 'Ads' },
];

/** The Live Capture Settings section comes from live capture, a feature above campaigns. */
export type CampaignSettingsSlots = {
  LiveCaptureSettings: ComponentType<{ campaign: Campaign }>;
};

/** Campaign settings: General, Integrations, Live Capture Settings, Ads (?section=). */
export function SettingsTab({
  campaign,
  slots,
}: {
  campaign: Campaign;
  slots: CampaignSettingsSlots;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: CampaignSettingsTab = isSettingsSubTab(requested) ? requested : 'general';

  return (
    <Card>
      <Tabs
        value={section}
        onChange={(_, value: CampaignSettingsTab) =>
          setParams(
            value === 'general' ? { tab: 'settings' } : { tab: 'settings', section: value },
            { replace: true },
          )
        }
        aria-label={t('Campaign settings sections')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={(theme) => ({ px: 2.5, boxShadow: `inset 0 -2px 0 0 ${theme.palette.divider}` })}
      >
        {sections.map((s) => (
          <Tab key={s.value} value={s.value} label={t(s.label)} />
        ))}
      </Tabs>
      <Box sx={{ p: { xs: 2.5, md: 4 } }}>
        {section === 'general' ? (
          <SettingsGeneral key={campaign.updatedAt} campaign={campaign} />
        ) : null}
        {section === 'integrations' ? <SettingsIntegrations campaign={campaign} /> : null}
        {section === 'live-capture' ? <slots.LiveCaptureSettings campaign={campaign} /> : null}
        {section === 'ads' ? <SettingsAds key={campaign.updatedAt} campaign={campaign} /> : null}
      </Box>
    </Card>
  );
}
