/** Texts of the video detail page, player, access (trial/redeem), watch progress: part of the catalogue `msg` (messages.ts). */
export const videoMsg = {} as const;
