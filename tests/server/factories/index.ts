/**
 * Test factories (as epic-stack's test utilities): small functions that insert one row through the db
 * layer the seed uses and return it, every field overridable, so a server test creates the data it asserts
 * on instead of relying on the demo seed's content.
 */
export { unique, withoutSeedRows } from './common';
export { createExhibitor, type ExhibitorRow } from './museum';
export { createSession, type SessionRow } from './schedule';
export { createExpert, createExpertGroup, type ExpertGroupRow, type ExpertRow } from './experts';
export {
  createGalleryPhoto,
  createTeamMember,
  setInstituteInfo,
  type GalleryPhotoRow,
  type TeamMemberRow,
} from './institute';
export { createNews, createSlide, type NewsRow, type SlideRow } from './home';
export {
  createComment,
  createEmxInfo,
  createEmxRecord,
  createExchange,
  createQuestion,
  createQuizAttempt,
  createVideo,
  createWatchRecord,
  type CommentRow,
  type QuestionRow,
  type VideoRow,
  type WatchRecordRow,
} from './education';
export { createUser, type UserRow } from './users';
export {
  createApplication,
  createTrainingGroup,
  createTrainingVideo,
  examPaper,
  type ApplicationRow,
  type TrainingGroupRow,
  type TrainingVideoRow,
} from './training';
export { createSubmission, type SubmissionFile, type SubmissionRow } from './submissions';
export { createLecture, createLectureComment, createWork, type LectureRow, type WorkRow } from './popsic';
export { createLiveRoom, type LiveRoomRow } from './liveRoom';
export { createJournal, type JournalRow } from './journals';
export { createSearchItem, type SearchItemRow } from './search';
