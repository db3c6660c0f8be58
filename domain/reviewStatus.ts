import { worksMsg } from '../src/text/works';

/** 000 §4.4: the review status codes of a work (how the server moves a work between them: not shown). */
export const REVIEW_STATUS = {
  approved: 0,
  pending: 1,
  firstPassed: 2,
  firstTransferred: 21,
  firstRejected: 23,
  secondPassed: 3,
  secondTransferred: 31,
  secondNeedsChanges: 32,
  secondRejected: 33,
  returnedForChanges: 4,
  thirdTransferred: 41,
  thirdNeedsChanges: 42,
  thirdRejected: 43,
  failed: 9,
} as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

const labels: Readonly<Record<number, string>> = worksMsg.reviewStatus;

/** Whether a value is one of the 14 known codes (numbers or their digits: the API sends either). */
export const isReviewStatus = (code: unknown): code is ReviewStatus =>
  (typeof code === 'number' || (typeof code === 'string' && /^\d+$/.test(code))) &&
  Object.prototype.hasOwnProperty.call(labels, Number(code));

/** The label of a review status; an unknown code is shown raw, a missing one as ''. */
export const reviewStatusLabel = (code: number | string | null | undefined): string => {
  if (code === null || code === undefined) return '';
  return isReviewStatus(code) ? labels[Number(code)]! : String(code);
};
