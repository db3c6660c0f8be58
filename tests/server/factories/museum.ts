import type { Queryable } from '../../../server/db/types';
import type { ExhibitorRow as Exhibitor } from '../../../server/museum/queries';
import { unique } from './common';

/** An exhibitor as the museum's queries answer it, with the curated order it was made with. */
export interface ExhibitorRow extends Exhibitor {
  sort: number;
}

/** A museum exhibitor, inserted as server/seed/museum.ts inserts them; any field may be given. */
export async function createExhibitor(
  db: Queryable,
  over: Partial<Omit<ExhibitorRow, 'id'>> = {},
): Promise<ExhibitorRow> {
  const name = over.name ?? unique('测试展商');
  const row = {
    name,
    logo: '',
    vrUrl: `https://vr.example.com/hall/${encodeURIComponent(name)}`,
    viewCount: 0,
    sort: 0,
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO museum_exhibitors (name, logo, vr_url, view_count, sort) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [row.name, row.logo, row.vrUrl, row.viewCount, row.sort],
  );
  return { id: rows[0]!.id, ...row };
}
