import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageNotLoaded } from '../../../components/page-not-loaded.tsx';
import { SectionTabs } from '../../../components/section-tabs.tsx';
import { InfluencerEmailsTab } from '../../email-stats/index.ts';
import { useInfluencer } from '../api/influencers-api.ts';
import { EditInfluencerDialog } from '../dialogs/edit-influencer-dialog.tsx';
import { influencersHref } from '../logic/influencer-paths.ts';
import { type ProfileTab, profileTabFrom, profileTabs } from '../logic/profile-tabs.ts';
import { CampaignsTab } from '../sections/campaigns-tab.tsx';
import { ChannelsTab } from '../sections/channels-tab.tsx';
import { LaterIssueTab } from '../sections/later-issue-tab.tsx';
import { NotesTab } from '../sections/notes-tab.tsx';
import { ProfileHeaderCard } from '../sections/profile-header-card.tsx';

function ProfileSkeleton() {
  return (
    <Box aria-busy>
      <Card sx={{ p: 3, mb: 3, display: 'flex', gap: 3, alignItems: 'center' }}>
        <Skeleton variant="circular" width={88} height={88} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="40%" height={36} />
          <Skeleton width="25%" />
        </Box>
      </Card>
      <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/**
 * The Mailings tab comes from mailings, a feature above influencers (it finds and links
 * creators). The app's route passes it in (app/routes/influencer-profile-route.tsx).
 */
export type InfluencerProfileSlots = {
  MailingsTab: ComponentType<{ influencerId: number }>;
};

/** /influencers/:id: the creator's header card and the six tabs (SPEC 2), tab in ?tab=. */
export function InfluencerProfilePage({ slots }: { slots: InfluencerProfileSlots }) {
  const { t } = useTranslation();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = Number(params.id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const tab: ProfileTab = profileTabFrom(search.get('tab'));
  const influencer = useInfluencer(validId ? id : 0);
  const [editing, setEditing] = useState(false);
  const crumbs = [
    { label: t('Home'), to: '/' },
    { label: t('Influencers'), to: influencersHref },
  ];

  if (!validId || influencer.isError) {
    return (
      <PageNotLoaded
        title={t('Influencer')}
        crumbs={[...crumbs, { label: t('Influencer') }]}
        icon={<PersonOffOutlined />}
        validId={validId}
        error={influencer.error}
        missing={{
          title: t('This creator does not exist'),
          description: t('It may have been deleted or merged into another creator.'),
        }}
        failedTitle={t('Could not load this creator')}
        back={{ to: influencersHref, label: t('Back to {{area}}', { area: t('Influencers') }) }}
      />
    );
  }

  if (influencer.isPending) {
    return (
      <>
        <PageHeader title={t('Influencer profile')} crumbs={[...crumbs, { label: '…' }]} />
        <ProfileSkeleton />
      </>
    );
  }

  const data = influencer.data;
  return (
    <>
      <PageHeader title={t('Influencer profile')} crumbs={[...crumbs, { label: data.mediaName }]} />
      <ProfileHeaderCard influencer={data} onEdit={() => setEditing(true)} />
      <SectionTabs
        label={t('Influencer sections')}
        tabs={profileTabs}
        value={tab}
        onChange={(value) =>
          setSearch(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'channels') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        {tab === 'channels' ? <ChannelsTab influencer={data} /> : null}
        {tab === 'email' ? <InfluencerEmailsTab influencer={data} /> : null}
        {tab === 'notes' ? <NotesTab influencer={data} /> : null}
        {tab === 'campaigns' ? <CampaignsTab influencer={data} /> : null}
        {tab === 'payments' ? <LaterIssueTab tab="payments" /> : null}
        {tab === 'mailings' ? <slots.MailingsTab influencerId={data.id} /> : null}
      </SectionTabs>
      <EditInfluencerDialog open={editing} influencer={data} onClose={() => setEditing(false)} />
    </>
  );
}
