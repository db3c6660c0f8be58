import type { CourseGroup, TrainingVideo } from '../../schemas/training';

/** The name of a course group ('' while the groups are unknown or the id is not among them). */
export const groupLabel = (groups: readonly CourseGroup[], id: string): string =>
  groups.find((g) => g.dictValue === id)?.dictLabel ?? '';

/** The videos of the chosen group (`null`: 全部), in the list's order. */
export const videosInGroup = (videos: readonly TrainingVideo[], group: string | null): TrainingVideo[] =>
  videos.filter((v) => group === null || v.courseGroupId === group);
