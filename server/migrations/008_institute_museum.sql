-- 008: the institute's pages (/institute, /team, /ai; calls designed in docs/api.md "Institute") and the
-- museum's exhibitors (001 §3 Museum exhibitor: id, name, logo, vrUrl, viewCount; §7 museum/list, view).

CREATE TABLE institute_info (
  id integer PRIMARY KEY CHECK (id = 1),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  update_time timestamptz NOT NULL
);

CREATE TABLE team_members (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- domain/committee.ts: 1 chair, 2 vice-chair, 3 secretary-general, 4 working secretary, 5 member
  post smallint NOT NULL CHECK (post BETWEEN 1 AND 5),
  title text NOT NULL DEFAULT '',
  hospital text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX team_members_post_idx ON team_members (post, sort, id);

CREATE TABLE ai_gallery (
  id serial PRIMARY KEY,
  -- domain/gallery.ts: 1 first session, 2 second session
  session smallint NOT NULL CHECK (session IN (1, 2)),
  title text NOT NULL DEFAULT '',
  img_url text NOT NULL,
  thumb_url text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX ai_gallery_session_idx ON ai_gallery (session, sort, id);

CREATE TABLE museum_exhibitors (
  id serial PRIMARY KEY,
  name text NOT NULL,
  logo text NOT NULL DEFAULT '',
  vr_url text NOT NULL DEFAULT '',
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX museum_exhibitors_sort_idx ON museum_exhibitors (sort, id);
