-- 002: education videos (001 §3, §7 "Education videos"): video detail fields, questions and attempts,
-- comments, hearts, watch records, redemptions, emx (category 10) info and reading records, banners,
-- the edu_series_type dictionary. The home cards (youth_videos of 001) keep working: new columns have
-- defaults. emx_state of youth_videos is no longer read by the education calls (it is per user).

ALTER TABLE youth_videos
  ADD COLUMN video_type integer,
  ADD COLUMN key_speaker_img_url text NOT NULL DEFAULT '',
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN video_url text NOT NULL DEFAULT '',
  ADD COLUMN trial_url text NOT NULL DEFAULT '',
  ADD COLUMN try_see smallint NOT NULL DEFAULT 0 CHECK (try_see IN (0, 1)),
  ADD COLUMN vod_file_id text NOT NULL DEFAULT '',
  ADD COLUMN video_pass_percentage integer NOT NULL DEFAULT 90 CHECK (video_pass_percentage BETWEEN 1 AND 100),
  ADD COLUMN show_answer smallint NOT NULL DEFAULT 0 CHECK (show_answer IN (0, 1)),
  ADD COLUMN show_answer_time timestamp,
  ADD COLUMN exam_limit_count integer NOT NULL DEFAULT 1 CHECK (exam_limit_count >= 1),
  ADD COLUMN reading_sys_url text NOT NULL DEFAULT '',
  ADD COLUMN wechat_group_qr_code_url text NOT NULL DEFAULT '',
  ADD COLUMN wechat_official_url text NOT NULL DEFAULT '',
  ADD COLUMN seek_restricted smallint NOT NULL DEFAULT 0 CHECK (seek_restricted IN (0, 1));
CREATE INDEX youth_videos_category_idx ON youth_videos (video_category, video_date DESC);

CREATE TABLE youth_questions (
  id serial PRIMARY KEY,
  youth_video_id integer NOT NULL REFERENCES youth_videos (id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0,
  question text NOT NULL,
  question_type smallint NOT NULL CHECK (question_type IN (1, 2, 3)),
  choose_items jsonb NOT NULL DEFAULT '[]',
  images text NOT NULL DEFAULT '',
  -- Sorted comma-joined letters ('A,C'); for open questions a reference answer (not auto-graded).
  answer_items text NOT NULL DEFAULT '',
  question_analysis text NOT NULL DEFAULT ''
);
CREATE INDEX youth_questions_video_idx ON youth_questions (youth_video_id, sort, id);

-- One row per submitted attempt; answers per question in youth_answers.
CREATE TABLE youth_quiz_attempts (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  youth_video_id integer NOT NULL REFERENCES youth_videos (id) ON DELETE CASCADE,
  batch integer NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (uid, youth_video_id, batch)
);

CREATE TABLE youth_answers (
  attempt_id integer NOT NULL REFERENCES youth_quiz_attempts (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES youth_questions (id) ON DELETE CASCADE,
  answer text NOT NULL,
  -- 1 correct, 0 wrong, null not graded (open question).
  is_correct smallint,
  PRIMARY KEY (attempt_id, question_id)
);

CREATE TABLE youth_comments (
  id serial PRIMARY KEY,
  youth_video_id integer NOT NULL REFERENCES youth_videos (id) ON DELETE CASCADE,
  uid integer REFERENCES users (uid) ON DELETE SET NULL,
  -- Seeded comments carry the author's name and picture directly.
  user_name text NOT NULL DEFAULT '',
  user_img text NOT NULL DEFAULT '',
  comment_type smallint NOT NULL DEFAULT 1,
  text text NOT NULL,
  create_time timestamp NOT NULL
);
CREATE INDEX youth_comments_video_idx ON youth_comments (youth_video_id, create_time DESC);

-- Hearts: a seeded base count plus one row per user who gave one.
ALTER TABLE youth_videos ADD COLUMN heart_base integer NOT NULL DEFAULT 0;
CREATE TABLE youth_hearts (
  youth_video_id integer NOT NULL REFERENCES youth_videos (id) ON DELETE CASCADE,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (youth_video_id, uid)
);

CREATE TABLE youth_watch_records (
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  youth_video_id integer NOT NULL REFERENCES youth_videos (id) ON DELETE CASCADE,
  watch_position double precision NOT NULL DEFAULT 0,
  max_position double precision NOT NULL DEFAULT 0,
  completed smallint NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (uid, youth_video_id)
);

CREATE TABLE youth_exchanges (
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  youth_video_id integer NOT NULL REFERENCES youth_videos (id) ON DELETE CASCADE,
  score integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (uid, youth_video_id)
);

CREATE TABLE emx_info (
  uid integer PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  real_name text NOT NULL,
  phone text NOT NULL,
  company_name text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Reading records: the user opened the reading system of a category-10 video.
CREATE TABLE emx_records (
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  youth_video_id integer NOT NULL REFERENCES youth_videos (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (uid, youth_video_id)
);

CREATE TABLE youth_banners (
  id serial PRIMARY KEY,
  category integer NOT NULL,
  platform text NOT NULL DEFAULT 'pc',
  position text NOT NULL CHECK (position IN ('full', 'left', 'right')),
  url text NOT NULL,
  color text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX youth_banners_category_idx ON youth_banners (category, platform, sort);

CREATE TABLE dict_data (
  dict_code serial PRIMARY KEY,
  dict_type text NOT NULL,
  dict_label text NOT NULL,
  dict_value text NOT NULL,
  dict_sort integer NOT NULL DEFAULT 0,
  UNIQUE (dict_type, dict_value)
);
