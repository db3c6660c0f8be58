import { avatarSvg } from '../media/svg';
import { seedExperts } from '../seed/experts';

/** Path (relative to /media/) → SVG text of every expert avatar the seed refers to. */
export function expertMediaFixtures(): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of seedExperts) if (e.avatarPath) files.set(e.avatarPath, avatarSvg([...e.name][0]!));
  return files;
}
