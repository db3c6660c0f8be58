/** Texts of the education home, category pages, cards, series courses, rich-text detail, quizzes, comments, emx info form: part of the catalogue `msg` (messages.ts). */
export const educationMsg = {} as const;
