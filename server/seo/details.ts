import { detailPath, RICH_TEXT } from '../../domain/cardRoute';
import { splitAuthors } from '../../domain/journals';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import { videoRow } from '../education/queries';
import { expertInfo } from '../experts/queries';
import { newsById } from '../home/queries';
import { view as journalView } from '../journals/queries';
import { describe, type Head } from './head';
import { isoOf, ld, publisher } from './jsonLd';
import { lectureHead, workHead } from './queries';

/** The head of one item's page, or null when there is no such item (then 404, noindex). */
type DetailHead = (
  ctx: AppContext,
  id: number,
  path: string,
) => Promise<(Omit<Head, 'title'> & { name: string }) | null>;

const authorsOf = (authors: string) => splitAuthors(authors).map((name) => ({ '@type': 'Person', name }));

const news: DetailHead = async (ctx, id, path) => {
  const n = await newsById(ctx.db, id);
  if (!n) return null;
  const description = describe(n.content) || n.title;
  return {
    name: n.title,
    description,
    path,
    image: n.imgUrl,
    type: 'article',
    jsonLd: ld.newsArticle({
      headline: n.title,
      description,
      datePublished: isoOf(n.startTime ?? n.createTime),
      ...(n.imgUrl ? { image: n.imgUrl } : {}),
      publisher: publisher(ctx.config.siteUrl),
    }),
  };
};

const journal: DetailHead = async (ctx, id, path) => {
  const j = await journalView(ctx.db, id);
  if (!j) return null;
  const description = describe(j.abstracts) || j.title;
  return {
    name: j.title,
    description,
    path,
    type: 'article',
    jsonLd: ld.scholarlyArticle({
      headline: j.title,
      author: authorsOf(j.authors),
      datePublished: isoOf(j.publishDate),
      abstract: describe(j.abstracts),
      ...(j.keywords ? { keywords: j.keywords } : {}),
      ...(j.doi ? { identifier: j.doi } : {}),
    }),
  };
};

const expert: DetailHead = async (ctx, id, path) => {
  const e = await expertInfo(ctx.db, null, id);
  if (!e) return null;
  const fields = e as unknown as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : '');
  const description = describe(e.title, e.hospital, text('duties'), text('skillIn')) || e.name;
  return {
    name: e.name,
    description,
    path,
    image: e.avatarUrl,
    type: 'profile',
    jsonLd: ld.person({
      name: e.name,
      ...(e.title ? { jobTitle: e.title } : {}),
      ...(e.hospital ? { worksFor: { '@type': 'Organization', name: e.hospital } } : {}),
      ...(e.avatarUrl ? { image: e.avatarUrl } : {}),
      description,
    }),
  };
};

const video: DetailHead = async (ctx, id, path) => {
  const v = await videoRow(ctx.db, id, null);
  if (!v) return null;
  const description = describe(v.description) || v.topic;
  const richText = v.richTextType === RICH_TEXT;
  return {
    name: v.topic,
    description,
    path: detailPath(v) ?? path,
    image: v.videoCoverUrl,
    type: richText ? 'article' : 'video.other',
    jsonLd: richText
      ? undefined
      : ld.videoObject({
          name: v.topic,
          description,
          ...(v.videoCoverUrl ? { thumbnailUrl: v.videoCoverUrl } : {}),
          uploadDate: isoOf(v.videoDate),
          ...(v.keySpeaker ? { author: { '@type': 'Person', name: v.keySpeaker } } : {}),
        }),
  };
};

const work: DetailHead = async (ctx, id) => {
  const w = await workHead(ctx.db, id);
  if (!w) return null;
  const description = describe(w.content) || w.title;
  return {
    name: w.title,
    description,
    path: `/popsic/worksDetail/${w.id}?ccr=${encodeURIComponent(w.epoch ?? '')}`,
    image: w.coverUrl,
    type: 'article',
    jsonLd: ld.creativeWork({
      name: w.title,
      description,
      ...(w.coverUrl ? { image: w.coverUrl } : {}),
      ...(w.name ? { author: { '@type': 'Person', name: w.name } } : {}),
      dateCreated: isoOf(w.createTime),
    }),
  };
};

const lecture: DetailHead = async (ctx, id, path) => {
  const l = await lectureHead(ctx.db, id);
  if (!l) return null;
  const description = describe(l.content) || l.title;
  return {
    name: l.title,
    description,
    path,
    image: l.coverUrl,
    type: 'video.other',
    jsonLd: ld.videoObject({
      name: l.title,
      description,
      ...(l.coverUrl ? { thumbnailUrl: l.coverUrl } : {}),
      uploadDate: isoOf(l.createTime),
      ...(l.name ? { author: { '@type': 'Person', name: l.name } } : {}),
    }),
  };
};

/** The detail routes whose head comes from their item, by the route's path and its id parameter. */
export const DETAIL_HEADS: Record<string, { param: string; head: DetailHead }> = {
  '/newsDetail/:id': { param: 'id', head: news },
  '/journal/:id': { param: 'id', head: journal },
  '/specialist/:expertId': { param: 'expertId', head: expert },
  '/edu/:vType/:videoId': { param: 'videoId', head: video },
  '/educourse/series/:videoId': { param: 'videoId', head: video },
  '/youthDetail/:videoId': { param: 'videoId', head: video },
  '/molecular/:videoId': { param: 'videoId', head: video },
  '/popsic/worksDetail/:id': { param: 'id', head: work },
  '/popsic/microLectureDetail/:id': { param: 'id', head: lecture },
};

/** A database id from the address: digits within int4, else null (a malformed id is not found). */
export const idOf = (value: string | undefined) =>
  value !== undefined && /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 && Number(value) > 0
    ? Number(value)
    : null;

export const detailTitle = (name: string) => msg.titles.page(name);
