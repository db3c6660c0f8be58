-- 003: training groups, enrolment, training videos, watch records, comments, likes and timed exams
-- (001 §3, §4, §7 Training). Exam deadlines are the server clock's; see docs/decisions.md (training).

CREATE TABLE training_groups (
  dict_value text PRIMARY KEY,
  dict_label text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE training_videos (
  id serial PRIMARY KEY,
  topic text NOT NULL,
  course_group_id text NOT NULL REFERENCES training_groups (dict_value),
  key_speaker text NOT NULL DEFAULT '',
  video_date timestamp NOT NULL,
  video_cover_url text NOT NULL DEFAULT '',
  video_url text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  video_view_count integer NOT NULL DEFAULT 0,
  like_count integer NOT NULL DEFAULT 0,
  -- [{idx, question, questionType, chooseItems, answerItems, questionAnalysis}]
  exam_json text NOT NULL DEFAULT '[]',
  exam_duration integer NOT NULL DEFAULT 600 CHECK (exam_duration > 0),
  exam_limit_count integer NOT NULL DEFAULT 3,
  show_answer smallint NOT NULL DEFAULT 1,
  show_answer_time timestamp
);

-- state: 0 pending, 1 approved, 2 rejected
CREATE TABLE training_applications (
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  course_group_id text NOT NULL REFERENCES training_groups (dict_value),
  real_name text NOT NULL,
  phone text NOT NULL,
  company_name text NOT NULL,
  state smallint NOT NULL DEFAULT 0 CHECK (state IN (0, 1, 2)),
  approval_reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (uid, course_group_id)
);

CREATE TABLE training_watch_records (
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  training_video_id integer NOT NULL REFERENCES training_videos (id) ON DELETE CASCADE,
  watch_position double precision NOT NULL DEFAULT 0,
  max_position double precision NOT NULL DEFAULT 0,
  completed smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (uid, training_video_id)
);

CREATE TABLE training_comments (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  training_video_id integer NOT NULL REFERENCES training_videos (id) ON DELETE CASCADE,
  text text NOT NULL,
  create_time timestamp NOT NULL
);
CREATE INDEX training_comments_video_idx ON training_comments (training_video_id, create_time DESC);

CREATE TABLE training_likes (
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  training_video_id integer NOT NULL REFERENCES training_videos (id) ON DELETE CASCADE,
  PRIMARY KEY (uid, training_video_id)
);

-- One row per attempt. state 0 in progress, 1 finished; graded exactly once (state flips 0 → 1 once).
CREATE TABLE training_exam_records (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  training_video_id integer NOT NULL REFERENCES training_videos (id) ON DELETE CASCADE,
  attempt_no integer NOT NULL,
  state smallint NOT NULL DEFAULT 0,
  answer_json text NOT NULL DEFAULT '[]',
  sub_index integer NOT NULL DEFAULT 0,
  submit_type smallint NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL,
  deadline timestamptz NOT NULL,
  saved_at timestamptz,
  finished_at timestamptz,
  correct_number integer NOT NULL DEFAULT 0,
  wrong_number integer NOT NULL DEFAULT 0,
  draft_count integer NOT NULL DEFAULT 0,
  UNIQUE (uid, training_video_id, attempt_no)
);
-- At most one attempt in progress per user and video.
CREATE UNIQUE INDEX training_exam_open_idx ON training_exam_records (uid, training_video_id) WHERE state = 0;
