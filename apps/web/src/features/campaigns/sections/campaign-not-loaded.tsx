import { useTranslation } from 'react-i18next';
import { PageNotLoaded } from '../../../components/page-not-loaded.tsx';
import type { CampaignRoute } from '../logic/use-campaign-route.ts';

/**
 * A campaign page whose campaign cannot be shown: not found (a bad id or a 404), or the
 * request failed; with a way back to the list it came from.
 */
export function CampaignNotLoaded({ route }: { route: CampaignRoute }) {
  const { t } = useTranslation();
  return (
    <PageNotLoaded
      title={route.fallbackTitle}
      crumbs={route.crumbs}
      icon={route.icon}
      validId={route.validId}
      error={route.query.error}
      missing={{
        title: t('Campaign not found'),
        description: t('It may have been deleted, or the link is wrong.'),
      }}
      failedTitle={t('Could not load the campaign')}
      back={{ to: route.list.to, label: route.backLabel }}
    />
  );
}
