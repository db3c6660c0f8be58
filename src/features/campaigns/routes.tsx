import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { CAMPAIGN_IDS, CAMPAIGNS } from '../../../domain/campaigns';
import { msg } from '../../text/messages';

const CampaignPage = lazy(() => import('./CampaignPage'));

/** The four contribution campaigns (002 §2; issue 17): one page, the campaign from the route. */
export const campaignRoutes: RouteObject[] = CAMPAIGN_IDS.map((id) => ({
  path: CAMPAIGNS[id].route,
  element: <CampaignPage campaign={id} />,
  handle: { title: msg.campaignPages.titles[id] },
}));
