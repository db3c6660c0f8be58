/** Texts of the training home, enrolment, training detail, timed exam: part of the catalogue `msg` (messages.ts). */
export const trainingMsg = {} as const;
