import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isAddressedId } from '../../../api/query-hooks.ts';
import type { Crumb } from '../../../components/page-header.tsx';
import { useCampaign } from '../api/campaigns-queries.ts';

/** What a campaign page is part of, and what it shows when its campaign cannot load. */
export type CampaignPageFrame = {
  /** The list the page belongs to: its crumb, and where "back" leads. */
  list: Required<Crumb>;
  /** The title until the campaign's name is known. */
  fallbackTitle: string;
  icon: ReactElement;
  backLabel: string;
};

export type CampaignRoute = CampaignPageFrame & {
  /** The {id} of the URL, as a number (NaN when it is not one). */
  id: number;
  /** False for an id no campaign can have: nothing is asked of the server then. */
  validId: boolean;
  query: ReturnType<typeof useCampaign>;
  /** The campaign's name once loaded, `fallbackTitle` until then. */
  title: string;
  crumbs: Crumb[];
  /** The campaign cannot be shown: render CampaignNotLoaded instead of the page. */
  failed: boolean;
};

/** The campaign a page's URL names (/…/{id}/…), with the page's title and crumbs. */
export function useCampaignRoute(frame: CampaignPageFrame): CampaignRoute {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const validId = isAddressedId(id);
  const query = useCampaign(id);
  const title = query.data?.name ?? frame.fallbackTitle;
  return {
    ...frame,
    id,
    validId,
    query,
    title,
    crumbs: [{ label: t('Home'), to: '/' }, frame.list, { label: title }],
    failed: query.isError || !validId,
  };
}
