export { CampaignLinks } from './CampaignLinks';
