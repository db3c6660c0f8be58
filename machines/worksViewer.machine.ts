import { assertEvent, assign, setup } from 'xstate';
import { workFileKind, type FileKind } from '../domain/fileKind';

/**
 * The attachment viewer of a work or micro-lecture (000 §2.3 works detail, §3 work file; issue 15). It shows
 * one file at a time (`index`), chosen with `viewer.select` from the attachment list; the file's kind comes
 * from its extension (domain/fileKind.ts) and decides the state:
 *
 * - `picture`: `loading` until the image reports `viewer.loaded` (→ `shown`) or `viewer.failed` (→ `failed`,
 *   预览加载失败，请重新打开！);
 * - `video`: first the `poster` with a play button (the player, video.js, is not loaded: a phone does not
 *   download and run it for a visitor who only reads the work; decision 0060); `viewer.play` → `shown`,
 *   playing that file; once the user has started the player, another video of the work opens `shown` at
 *   once, without playing (no autoplay); `failed` on a media error;
 * - `pdf`: the PDF reader, which owns its own loading, 4 + 4 pages and failure (machines/pdfReader);
 * - `none`: 暂无内容, for a file without a type and for a work without files.
 *
 * Selecting the file already shown changes nothing (nothing reloads); an index outside the list is ignored.
 */
export interface WorkFile {
  path: string;
  fileName?: string | null;
  coverUrl?: string | null;
}

export interface WorksViewerContext {
  files: readonly WorkFile[];
  /** The file shown (0 also when there is none). */
  index: number;
  kind: FileKind;
  /** The user has started the player in this viewer (by `viewer.play`). */
  started: boolean;
  /** The file shown is the one the user pressed play on: the player plays it as it loads. */
  autoPlay: boolean;
}

export type WorksViewerEvent =
  | { type: 'viewer.select'; index: number }
  | { type: 'viewer.loaded' }
  | { type: 'viewer.failed' }
  | { type: 'viewer.play' };

const kindAt = (files: readonly WorkFile[], index: number): FileKind => {
  const file = files[index];
  return file === undefined ? 'none' : workFileKind(file);
};

/** The file the viewer shows (undefined for a work without files). */
export const currentFile = (context: WorksViewerContext): WorkFile | undefined =>
  context.files[context.index];

export const worksViewerMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as { files: readonly WorkFile[] },
    context: {} as WorksViewerContext,
    events: {} as WorksViewerEvent,
  },
  guards: {
    /** Another file of the list (not the one shown, not outside the list). */
    otherFile: ({ context, event }) => {
      assertEvent(event, 'viewer.select');
      const { index } = event;
      return Number.isInteger(index) && index >= 0 && index < context.files.length && index !== context.index;
    },
    isPicture: ({ context }) => context.kind === 'picture',
    isVideo: ({ context }) => context.kind === 'video',
    isPdf: ({ context }) => context.kind === 'pdf',
    started: ({ context }) => context.started,
  },
}).createMachine({
  id: 'worksViewer',
  context: ({ input }) => ({
    files: input.files,
    index: 0,
    kind: kindAt(input.files, 0),
    started: false,
    autoPlay: false,
  }),
  initial: 'opening',
  on: {
    'viewer.select': {
      guard: 'otherFile',
      target: '.opening',
      actions: assign(({ context, event }) => ({
        index: event.index,
        kind: kindAt(context.files, event.index),
        autoPlay: false,
      })),
    },
  },
  states: {
    opening: {
      always: [
        { guard: 'isPicture', target: 'picture' },
        { guard: 'isVideo', target: 'video' },
        { guard: 'isPdf', target: 'pdf' },
        { target: 'none' },
      ],
    },
    picture: {
      initial: 'loading',
      states: {
        loading: { on: { 'viewer.loaded': 'shown', 'viewer.failed': 'failed' } },
        shown: {},
        /** 预览加载失败，请重新打开！ */
        failed: {},
      },
    },
    video: {
      initial: 'opening',
      states: {
        opening: { always: [{ guard: 'started', target: 'shown' }, { target: 'poster' }] },
        /** The poster and a play button: no player yet. */
        poster: {
          on: { 'viewer.play': { target: 'shown', actions: assign({ started: true, autoPlay: true }) } },
        },
        shown: { on: { 'viewer.failed': 'failed' } },
        /** 预览加载失败，请重新打开！ */
        failed: {},
      },
    },
    /** The PDF reader (its own machine). */
    pdf: {},
    /** 暂无内容. */
    none: {},
  },
});
