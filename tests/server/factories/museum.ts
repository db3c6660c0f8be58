import type { Queryable } from '../../../server/db/types';
import { unique } from './common';

export interface ExhibitorRow {
  id: number;
  name: string;
  logo: string;
  vrUrl: string;
  viewCount: number;
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
