import { parseChinaTime } from '../../domain/chinaTime';
import { msg } from '../../src/text/messages';

/** schema.org objects for the pages' JSON-LD (decision 0071); dates arrive as China wall time. */
type Ld = Record<string, unknown>;

/** 'YYYY-MM-DD HH:mm:ss' China time as an ISO instant; undefined when absent or unreadable. */
export const isoOf = (chinaTime: string | null | undefined) => {
  const ms = chinaTime ? parseChinaTime(chinaTime) : null;
  return ms === null ? undefined : new Date(ms).toISOString();
};

const context = (type: string, fields: Ld): Ld => ({
  '@context': 'https://schema.org',
  '@type': type,
  ...fields,
});

export const publisher = (siteUrl: string): Ld => ({
  '@type': 'Organization',
  name: msg.app.name,
  url: siteUrl,
});

export const ld = {
  newsArticle: (f: Ld) => context('NewsArticle', f),
  scholarlyArticle: (f: Ld) => context('ScholarlyArticle', f),
  person: (f: Ld) => context('Person', f),
  videoObject: (f: Ld) => context('VideoObject', f),
  creativeWork: (f: Ld) => context('CreativeWork', f),
  /** A list of events (the live sessions, the schedule), each held online on `url`. */
  events: (
    url: string,
    events: { name: string; start?: string | undefined; end?: string | undefined; performer?: string }[],
  ) =>
    context('ItemList', {
      itemListElement: events.map((e, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'Event',
          name: e.name,
          startDate: e.start,
          endDate: e.end,
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
          location: { '@type': 'VirtualLocation', url },
          ...(e.performer ? { performer: { '@type': 'Person', name: e.performer } } : {}),
        },
      })),
    }),
};
