import { worksViewerMachine, type WorkFile } from '../../../machines/worksViewer.machine';
import type { ModelConfig } from '../traversal';

export const PICTURE: WorkFile = { path: '/media/works/1/海报.PNG', fileName: '海报.png', coverUrl: null };
export const VIDEO: WorkFile = {
  path: '/media/works/1/讲解.mp4?v=2',
  fileName: '讲解.mp4',
  coverUrl: '/media/works/1/cover.png',
};
export const VIDEO_2: WorkFile = { path: '/media/works/1/b.webm', fileName: 'b.webm', coverUrl: null };
export const PDF: WorkFile = { path: '/media/works/1/手册.pdf', fileName: '手册.pdf', coverUrl: null };
/** A stored key without extension whose upload name has none either: no type. */
export const UNTYPED: WorkFile = { path: '/media/works/1/ab12', fileName: '说明.docx', coverUrl: null };

export const MANY = [PICTURE, VIDEO, VIDEO_2, PDF, UNTYPED] as const;

/**
 * The viewer of a work with one file of each kind (and a second video), a work without files, and a work
 * with one untyped file; selections of every index, one outside the list and a negative one.
 */
export const worksViewerModel: ModelConfig<typeof worksViewerMachine> = {
  machine: worksViewerMachine,
  file: 'machines/worksViewer.machine.ts',
  inputs: [{ files: MANY }, { files: [] }, { files: [UNTYPED] }],
  describeInput: (i) => `${i.files.length} files`,
  events: {
    'viewer.select': [
      { index: 0 },
      { index: 1 },
      { index: 2 },
      { index: 3 },
      { index: 4 },
      { index: 9 },
      { index: -1 },
    ],
    'viewer.loaded': [{}],
    'viewer.failed': [{}],
    'viewer.play': [{}],
  },
  describeEvent: (e) => (e.type === 'viewer.select' ? `viewer.select(${e.index})` : undefined),
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.index, s.context.files.length, s.context.started, s.context.autoPlay]),
};
