/** Texts of the live discussion page, join dialog, consultation application: part of the catalogue `msg` (messages.ts). */
export const liveDiscussionMsg = {} as const;
