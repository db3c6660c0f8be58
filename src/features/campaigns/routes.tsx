import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const CampaignPage = lazy(() => import('./CampaignPage'));
const titles = msg.pageTitles.campaigns;

/**
 * The four contribution campaigns (002 §2; issue 17): one page, the campaign a prop. Written out (not mapped
 * from CAMPAIGNS) so the route-preload script reads each path and its page (scripts/routePreloads.ts); the
 * unit tests check each path is its campaign's CAMPAIGNS[id].route.
 */
export const campaignRoutes: RouteObject[] = [
  { path: '/ccr/contribute', element: <CampaignPage campaign="qc" />, handle: { title: titles.qc } },
  {
    path: '/contribution/micro-course',
    element: <CampaignPage campaign="mc" />,
    handle: { title: titles.mc },
  },
  {
    path: '/contribution/contrast-agent',
    element: <CampaignPage campaign="ca" />,
    handle: { title: titles.ca },
  },
  { path: '/contribution/med-speech', element: <CampaignPage campaign="ms" />, handle: { title: titles.ms } },
];
