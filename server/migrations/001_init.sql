-- 001: accounts, login, captcha/SMS codes and the home page (000 §3, §7.1, §7.2).
-- Times are timestamptz; the server passes its own clock as parameters, so tests can move time.

CREATE TABLE users (
  uid serial PRIMARY KEY,
  nick_name text NOT NULL DEFAULT '',
  real_name text NOT NULL DEFAULT '',
  phone text UNIQUE,
  show_work_info smallint NOT NULL DEFAULT 0 CHECK (show_work_info IN (0, 1)),
  hospital text NOT NULL DEFAULT '',
  department text NOT NULL DEFAULT '',
  jod_title text NOT NULL DEFAULT '',
  score integer NOT NULL DEFAULT 0,
  available_score integer NOT NULL DEFAULT 0,
  user_img text NOT NULL DEFAULT '',
  phone_bonus_awarded boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_uid_idx ON sessions (uid);

-- Single-use codes handed to the login callback by the (simulated) messenger scan.
CREATE TABLE login_codes (
  code text PRIMARY KEY,
  state text NOT NULL,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);

CREATE TABLE captchas (
  uuid text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  phone text NOT NULL,
  code text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, sent_at DESC);

CREATE TABLE slideshows (
  id serial PRIMARY KEY,
  category text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  img_url text NOT NULL,
  jump_url text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT ''
);

CREATE TABLE news (
  id serial PRIMARY KEY,
  type smallint NOT NULL CHECK (type IN (1, 2)),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  img_url text NOT NULL DEFAULT '',
  jump_url text NOT NULL DEFAULT '',
  start_time timestamp,
  create_time timestamp NOT NULL
);
CREATE INDEX news_type_time_idx ON news (type, create_time DESC);

-- The course cards of the home page (src/schemas/home.ts courseCardSchema).
CREATE TABLE youth_videos (
  id serial PRIMARY KEY,
  topic text NOT NULL,
  key_speaker text NOT NULL DEFAULT '',
  video_date timestamp NOT NULL,
  video_cover_url text NOT NULL DEFAULT '',
  video_state smallint NOT NULL CHECK (video_state IN (1, 2, 3)),
  video_category integer NOT NULL,
  rich_text_type smallint NOT NULL DEFAULT 0,
  emx_state smallint,
  live_streaming_url text NOT NULL DEFAULT '',
  score_curr_price integer,
  score_origin_price integer,
  video_click_count integer NOT NULL DEFAULT 0
);

CREATE TABLE courses (
  id serial PRIMARY KEY,
  sort integer NOT NULL DEFAULT 0,
  img_url text NOT NULL DEFAULT '',
  title text NOT NULL,
  sub_title text NOT NULL DEFAULT ''
);

CREATE TABLE dynamic_config (
  module text PRIMARY KEY,
  item_order text NOT NULL
);

-- Seed steps already applied (server/seed), so later issues can add seed data to existing databases.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
