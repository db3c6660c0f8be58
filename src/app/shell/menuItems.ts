import { MENU_EPOCH } from '../../../domain/popsic';
import { msg } from '../../text/messages';
import type { AppConfig } from '../../config';

/** One header menu entry (000 §2.1): an in-app route, or an external site opened in a new tab. */
export type MenuEntry =
  | { id: string; label: string; kind: 'internal'; to: string; end?: boolean }
  | { id: string; label: string; kind: 'external'; href: string };

type Links = Pick<AppConfig, 'dataPlatformUrl' | 'cloudMuseumUrl' | 'aiAllianceUrl'>;

/** The eleven entries in menu order; an external entry whose address is not configured is left out. */
export const menuEntries = (links: Links): MenuEntry[] => {
  const external = (id: string, label: string, href: string | null): MenuEntry[] =>
    href === null ? [] : [{ id, label, kind: 'external', href }];
  return [
    { id: 'home', label: msg.menu.home, kind: 'internal', to: '/', end: true },
    { id: 'physicians', label: msg.menu.physicians, kind: 'internal', to: '/education' },
    ...external('dataPlatform', msg.menu.dataPlatform, links.dataPlatformUrl),
    { id: 'experts', label: msg.menu.experts, kind: 'internal', to: '/specialist' },
    { id: 'popsic', label: msg.menu.popsic, kind: 'internal', to: `/popsic/works?ccr=${MENU_EPOCH}` },
    { id: 'youth', label: msg.menu.youth, kind: 'internal', to: '/edu/youth' },
    { id: 'microLectures', label: msg.menu.microLectures, kind: 'internal', to: '/popsic/microLectureList' },
    ...external('cloudMuseum', msg.menu.cloudMuseum, links.cloudMuseumUrl),
    ...external('aiAlliance', msg.menu.aiAlliance, links.aiAllianceUrl),
    { id: 'industryPark', label: msg.menu.industryPark, kind: 'internal', to: '/museum' },
    { id: 'institute', label: msg.menu.institute, kind: 'internal', to: '/institute' },
  ];
};
