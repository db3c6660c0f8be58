import type { Area } from './area';
import { accountArea } from './account/routes';
import { homeArea } from './home/routes';
import { educationArea } from './education/routes';
import { liveDiscussionArea } from './liveDiscussion/routes';
import { liveRoomArea } from './liveRoom/routes';
import { trainingArea } from './training/routes';
import { searchArea } from './search/routes';
import { pointsArea } from './points/routes';
import { vitalsArea } from './vitals/routes';
import { instituteArea } from './institute/routes';
import { museumArea } from './museum/routes';
import { expertsArea } from './experts/routes';
import { journalsArea } from './journals/routes';
import { scheduleArea } from './schedule/routes';
import { popsicArea } from './popsic/routes';
import { campaignsArea } from './campaigns/routes';
import { uploadsArea } from './uploads/routes';
import { mediaArea } from './media/routes';
import { seoArea } from './seo/routes';
import { webArea } from './web/static';

/**
 * Every server area, in order (decision 0083): `server/app.ts` registers their plugins in it, the seed runner
 * runs their seed steps in it. The order matters for the seed (users before what references them, the search
 * index after the videos it indexes) and for three areas at the end: `media` opens the media store after the
 * areas that write generated pictures into it, and `web` (the built client) is last.
 */
export const areas: readonly Area[] = [
  accountArea,
  homeArea,
  educationArea,
  liveDiscussionArea,
  liveRoomArea,
  trainingArea,
  searchArea,
  pointsArea,
  vitalsArea,
  instituteArea,
  museumArea,
  expertsArea,
  journalsArea,
  scheduleArea,
  popsicArea,
  campaignsArea,
  uploadsArea,
  mediaArea,
  seoArea,
  webArea,
];
