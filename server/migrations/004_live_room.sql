-- 004: the live room (001 §3, §7 Live room): rooms, chat talk records, live profile completions.

CREATE TABLE live_rooms (
  id serial PRIMARY KEY,
  name text NOT NULL,
  announcement text NOT NULL DEFAULT '',
  img_url text NOT NULL DEFAULT '',
  pull_url text NOT NULL DEFAULT '',
  -- The chat group of the third-party chat service (Tencent Chat AV chat room id).
  room_no text NOT NULL,
  -- '0' live now, '1' reserved, '2' ended.
  live_status text NOT NULL DEFAULT '0',
  start_time timestamp,
  -- A room password (kept for the data model; the room page of 001 asks none).
  password text,
  -- Whether viewers must complete their profile (realName, hospital, phone) before watching.
  require_make_up boolean NOT NULL DEFAULT false
);

-- Chat messages. client_id is the id the sender's browser generated: a retry or a reconnect that sends
-- the same message again hits the unique index and is recorded once. id is the server's order (seq).
CREATE TABLE live_talks (
  id bigserial PRIMARY KEY,
  room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  client_id text,
  content text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX live_talks_client_idx ON live_talks (room_id, client_id);
CREATE INDEX live_talks_room_idx ON live_talks (room_id, id);

-- The live profile-completion form (realName, hospital, phone), one row per user.
CREATE TABLE live_make_ups (
  uid integer PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  real_name text NOT NULL,
  hospital text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL
);
