import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteEntry } from '../../src/app/routeTable';
import { areaSchemasOf, hasAreaSchemas } from '../../src/app/routes';

describe('the page the server drew: its area’s schemas a task before it (decisions 0091 and 0096)', () => {
  it('finds a schema module for the area of every page in the route table', () => {
    const pages = (ROUTE_TABLE as readonly RouteEntry[]).flatMap((r) => (r.page ? [r.page] : []));
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((page) => !hasAreaSchemas(page))).toEqual([]);
  });

  it('takes the folder’s name, or the one an area’s schemas have instead', () => {
    expect(areaSchemasOf('popsic/WorkDetailPage')).toBe('../schemas/popsic.ts');
    expect(areaSchemasOf('campaigns/CampaignPage')).toBe('../schemas/campaign.ts');
    expect(areaSchemasOf('news/NewsDetailPage')).toBe('../schemas/home.ts');
  });
});
