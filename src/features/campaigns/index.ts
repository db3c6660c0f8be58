export { campaignRoutes } from './routes';
export { CampaignLinks } from './CampaignLinks';
