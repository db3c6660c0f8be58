/**
 * What other features use from training: the enrolment (the one machine, the application form and the
 * rejection dialog) for pages that list training courses (the expert detail's recommended courses), and
 * the course groups' label.
 */
export { useEnrolment } from './useEnrolment';
export { groupLabel } from './trainingGroups';
