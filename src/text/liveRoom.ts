/** Texts of the live room, completion form, announcement, chat: part of the catalogue `msg` (messages.ts). */
export const liveRoomMsg = {} as const;
