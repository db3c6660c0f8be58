-- 015: the popular-science works contest (000 §2.3, §3, §7.4 banner/session/dict, §7.5; issue 15,
-- docs/decisions/0044). Epochs are domain/popsic.ts POPSIC_EPOCHS. Times are instants, answered as China
-- wall time.

CREATE TABLE popsic_banners (
  id serial PRIMARY KEY,
  epoch text NOT NULL CHECK (epoch IN ('2022-01', '2023-01', '2023-02', '2024-01', '2024-02')),
  platform text NOT NULL DEFAULT 'pc',
  -- 'pc' (the contest pages) or 'video_pc' (the micro-lectures)
  type text NOT NULL DEFAULT 'pc',
  position text NOT NULL,
  img_url text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX popsic_banners_epoch_idx ON popsic_banners (epoch, sort, id);

-- The submission sessions: session/get answers the one whose window holds the server's now, else 60016.
CREATE TABLE popsic_sessions (
  id serial PRIMARY KEY,
  epoch text NOT NULL CHECK (epoch IN ('2022-01', '2023-01', '2023-02', '2024-01', '2024-02')),
  name text NOT NULL DEFAULT '',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  CHECK (end_time > start_time)
);

-- GET /api/science/dict: identity, studentType, sourceCategory, videoType, graphicType, scienceTarget, scienceType.
CREATE TABLE popsic_dict (
  id serial PRIMARY KEY,
  dict_type text NOT NULL,
  dict_value text NOT NULL,
  dict_label text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (dict_type, dict_value)
);

-- Category tabs (000 §3: dictValue = id, dictLabel = label, remark = icon).
CREATE TABLE popsic_categories (
  id serial PRIMARY KEY,
  epoch text NOT NULL CHECK (epoch IN ('2022-01', '2023-01', '2023-02', '2024-01', '2024-02')),
  label text NOT NULL,
  icon text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  UNIQUE (epoch, label)
);

-- Public works (000 §3 Work). liked_number is the counter a like raises (seeded with earlier likes).
CREATE TABLE popsic_works (
  id serial PRIMARY KEY,
  epoch text NOT NULL CHECK (epoch IN ('2022-01', '2023-01', '2023-02', '2024-01', '2024-02')),
  category_id integer NOT NULL REFERENCES popsic_categories (id),
  uid integer REFERENCES users (uid),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  cover_url text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  source_unit text NOT NULL DEFAULT '',
  -- 000 §9 work form: 1 video, 2 graphic, 3 and 4 others
  works_form smallint NOT NULL CHECK (works_form BETWEEN 1 AND 4),
  recommended boolean NOT NULL DEFAULT false,
  liked_number integer NOT NULL DEFAULT 0 CHECK (liked_number >= 0),
  create_time timestamptz NOT NULL
);
CREATE INDEX popsic_works_category_idx ON popsic_works (category_id, id);
CREATE INDEX popsic_works_epoch_idx ON popsic_works (epoch, id);

CREATE TABLE popsic_work_files (
  id serial PRIMARY KEY,
  work_id integer NOT NULL REFERENCES popsic_works (id) ON DELETE CASCADE,
  path text NOT NULL,
  file_name text NOT NULL DEFAULT '',
  cover_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX popsic_work_files_work_idx ON popsic_work_files (work_id, sort, id);

-- One like per user per work: the primary key makes a second (or a concurrent) like a no-op.
CREATE TABLE popsic_work_likes (
  work_id integer NOT NULL REFERENCES popsic_works (id) ON DELETE CASCADE,
  uid integer NOT NULL REFERENCES users (uid),
  create_time timestamptz NOT NULL,
  PRIMARY KEY (work_id, uid)
);

CREATE TABLE popsic_work_comments (
  id serial PRIMARY KEY,
  work_id integer NOT NULL REFERENCES popsic_works (id) ON DELETE CASCADE,
  uid integer NOT NULL REFERENCES users (uid),
  comment text NOT NULL,
  create_time timestamptz NOT NULL
);
CREATE INDEX popsic_work_comments_work_idx ON popsic_work_comments (work_id, create_time DESC, id DESC);

-- Micro-lectures (000 §3 Micro-lecture; /api/video/web/*): one video each.
CREATE TABLE popsic_lectures (
  id serial PRIMARY KEY,
  uid integer REFERENCES users (uid),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  cover_url text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  source_unit text NOT NULL DEFAULT '',
  video_path text NOT NULL DEFAULT '',
  file_name text NOT NULL DEFAULT '',
  carousel boolean NOT NULL DEFAULT false,
  liked_number integer NOT NULL DEFAULT 0 CHECK (liked_number >= 0),
  create_time timestamptz NOT NULL
);

CREATE TABLE popsic_lecture_likes (
  lecture_id integer NOT NULL REFERENCES popsic_lectures (id) ON DELETE CASCADE,
  uid integer NOT NULL REFERENCES users (uid),
  create_time timestamptz NOT NULL,
  PRIMARY KEY (lecture_id, uid)
);

CREATE TABLE popsic_lecture_comments (
  id serial PRIMARY KEY,
  lecture_id integer NOT NULL REFERENCES popsic_lectures (id) ON DELETE CASCADE,
  uid integer NOT NULL REFERENCES users (uid),
  comment text NOT NULL,
  create_time timestamptz NOT NULL
);
CREATE INDEX popsic_lecture_comments_idx ON popsic_lecture_comments (lecture_id, create_time DESC, id DESC);
