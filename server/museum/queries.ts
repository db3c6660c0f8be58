import type { Queryable } from '../db/types';

/** SQL of the museum (001 §7 "Museum and rank"). */
export interface ExhibitorRow {
  id: number;
  name: string;
  logo: string;
  vrUrl: string;
  viewCount: number;
}

/** Every exhibitor in the curated order (sort, then id): the banner's "first exhibitor" is by this order. */
export async function exhibitors(q: Queryable): Promise<ExhibitorRow[]> {
  const { rows } = await q.query<ExhibitorRow>(
    `SELECT id, name, logo, vr_url AS "vrUrl", view_count AS "viewCount"
     FROM museum_exhibitors ORDER BY sort, id`,
  );
  return rows;
}

/** Counts one view, atomically (concurrent views all count); null for an unknown exhibitor. */
export async function countView(q: Queryable, id: number): Promise<{ id: number; viewCount: number } | null> {
  const { rows } = await q.query<{ id: number; viewCount: number }>(
    `UPDATE museum_exhibitors SET view_count = view_count + 1
     WHERE id = $1 AND view_count < 2147483647
     RETURNING id, view_count AS "viewCount"`,
    [id],
  );
  return rows[0] ?? null;
}
