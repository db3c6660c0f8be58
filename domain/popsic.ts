/**
 * The popular-science works contest (000 §2.3, §3, §5.6, §9; issue 15): its epochs and their variants, the
 * special groups of the home, page sizes, the comment rules and the session code, written once for the
 * pages, the machines and the server (docs/decisions/0044).
 */

/** Every epoch (edition) of the contest (000 §9). */
export const POPSIC_EPOCHS = ['2022-01', '2023-01', '2023-02', '2024-01', '2024-02'] as const;
export type PopsicEpoch = (typeof POPSIC_EPOCHS)[number];

/** The epoch of `/popsic` without `?ccr` (000 §2.3, §9). */
export const DEFAULT_EPOCH: PopsicEpoch = '2022-01';

/** The epochs the public contest pages list (the buttons to the other epochs, 000 §9). */
export const PUBLIC_EPOCHS = ['2022-01', '2023-01', '2023-02'] as const satisfies readonly PopsicEpoch[];

/** The epoch the header's 科普 menu opens (000 §2.1). */
export const MENU_EPOCH: PopsicEpoch = '2023-02';

export const isPopsicEpoch = (value: unknown): value is PopsicEpoch =>
  (POPSIC_EPOCHS as readonly unknown[]).includes(value);

/** The epoch an address's `?ccr=` means: an unknown or missing value is the default epoch. */
export const epochOf = (value: string | null | undefined): PopsicEpoch =>
  isPopsicEpoch(value) ? value : DEFAULT_EPOCH;

/** The public epochs other than `epoch`, in their order: the buttons of the contest home. */
export const otherPublicEpochs = (epoch: PopsicEpoch): PopsicEpoch[] =>
  PUBLIC_EPOCHS.filter((e) => e !== epoch);

/** How an epoch's home looks (000 §2.3): 2023-02 numbers its items, has an intro, dark text and no most-liked block. */
export interface EpochVariant {
  numberedItems: boolean;
  intro: boolean;
  darkText: boolean;
  mostLikedBlock: boolean;
}

const PLAIN: EpochVariant = { numberedItems: false, intro: false, darkText: false, mostLikedBlock: true };
const EPOCH_2023_02: EpochVariant = {
  numberedItems: true,
  intro: true,
  darkText: true,
  mostLikedBlock: false,
};

export const epochVariant = (epoch: PopsicEpoch): EpochVariant =>
  epoch === '2023-02' ? EPOCH_2023_02 : PLAIN;

/** The special groups of `science/web/work/list` beside the category labels (000 §3). */
export const SPECIAL_GROUP = { recommended: '推荐作品', mostLiked: '点赞最多', video: '视频' } as const;
export const SPECIAL_GROUP_LABELS = [
  SPECIAL_GROUP.recommended,
  SPECIAL_GROUP.mostLiked,
  SPECIAL_GROUP.video,
] as const;
export type SpecialGroupLabel = (typeof SPECIAL_GROUP_LABELS)[number];
export const isSpecialGroup = (label: string): label is SpecialGroupLabel =>
  (SPECIAL_GROUP_LABELS as readonly string[]).includes(label);

/** Works per group on the contest home (our choice: the spec gives none; 查看全部 opens the rest). */
export const HOME_GROUP_SIZE = 8;

/** Page sizes (000 §9): one category's works, search results and micro-lectures 40; the user's own works list 10. */
export const POPSIC_PAGE_SIZE = 40;
export const POPSIC_SEARCH_PAGE_SIZE = 40;
export const MICRO_LECTURE_PAGE_SIZE = 40;
export const OWN_WORKS_PAGE_SIZE = 10;

/** The longest search value (our choice: the spec gives none). */
export const POPSIC_SEARCH_MAX = 50;

/** Work forms (000 §9): 1 video, 2 graphic, 3 and 4 others. The 视频 group holds the video works. */
export const WORKS_FORM = { video: 1, graphic: 2, other3: 3, other4: 4 } as const;
export const WORKS_FORMS = [1, 2, 3, 4] as const;

/** The works carousel turns every 5 s (000 §9); the category tabs scroll 200 px every 20 ms (000 §2.3). */
export const WORKS_CAROUSEL_MS = 5000;
export const TAB_SCROLL_STEP_PX = 200;
export const TAB_SCROLL_EVERY_MS = 20;

/** Longest comment on a work or a micro-lecture (our choice: 000 §5.6 shows no check). */
export const POPSIC_COMMENT_MAX = 300;

/** Comments per user: at most `limit` in any `windowMs`, works and micro-lectures together (our choice). */
export const POPSIC_COMMENT_RATE = { limit: 5, windowMs: 60_000 } as const;

/** `science/session/get`: no active submission session (000 §2.3, §7.4). */
export const CODE_NO_SESSION = 60016;

const TAG = /<\/?[a-z!?][^<>]*>/gi;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * A comment as it is stored and shown: plain text. Markup-like tags are removed (the text is never
 * rendered as HTML, but the stored text carries no markup either), control characters other than line
 * breaks dropped, line breaks made `\n`, runs of more than one blank line folded, each line's trailing
 * spaces and the whole text trimmed.
 */
export function sanitiseComment(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(TAG, '')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/[ \t\u3000]+$/u, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
