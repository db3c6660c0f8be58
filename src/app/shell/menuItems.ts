import { msg } from '../../text/messages';
import type { AppConfig } from '../../config';
import { ROUTE_TABLE, type RouteEntry } from '../routeTable';

/** One header menu entry (000 §2.1): an in-app route, or an external site opened in a new tab. */
export type MenuEntry =
  | { id: string; label: string; kind: 'internal'; to: string; end?: boolean }
  | { id: string; label: string; kind: 'external'; href: string };

type Links = Pick<AppConfig, 'dataPlatformUrl' | 'cloudMuseumUrl' | 'aiAllianceUrl'>;

/** The entries that are not pages of the portal, each at its place among the route table's. */
const EXTERNAL: { id: string; label: string; at: number; link: keyof Links }[] = [
  { id: 'dataPlatform', label: msg.menu.dataPlatform, at: 3, link: 'dataPlatformUrl' },
  { id: 'cloudMuseum', label: msg.menu.cloudMuseum, at: 8, link: 'cloudMuseumUrl' },
  { id: 'aiAlliance', label: msg.menu.aiAlliance, at: 9, link: 'aiAllianceUrl' },
];

/**
 * The eleven entries in menu order: the routes with a `menu` place in the route table (src/app/routeTable.ts)
 * and the external sites; an external entry whose address is not configured is left out.
 */
export const menuEntries = (links: Links): MenuEntry[] => {
  const internal = (ROUTE_TABLE as readonly RouteEntry[]).flatMap(({ path, menu }) =>
    menu
      ? [
          {
            at: menu.at,
            entry: {
              id: menu.id,
              label: menu.label,
              kind: 'internal',
              to: menu.to ?? path,
              ...(menu.end ? { end: true } : {}),
            } satisfies MenuEntry,
          },
        ]
      : [],
  );
  const external = EXTERNAL.flatMap(({ id, label, at, link }) => {
    const href = links[link];
    return href === null ? [] : [{ at, entry: { id, label, kind: 'external', href } satisfies MenuEntry }];
  });
  return [...internal, ...external].sort((a, b) => a.at - b.at).map((e) => e.entry);
};
