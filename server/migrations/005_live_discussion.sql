-- 005: live discussion sessions and consultation applications (000 §3, §4.3, §5.2, §7.3).
-- liveStatus is not stored: it follows from the server clock and the session's times.

CREATE TABLE live_sessions (
  id serial PRIMARY KEY,
  title text NOT NULL,
  user_name text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  mdt_link text NOT NULL DEFAULT '',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  -- NULL: anyone with an expert name may join (hasPass '1'); otherwise the password to verify.
  password text,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_sessions_start_idx ON live_sessions (start_time DESC);

CREATE TABLE consultations (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  session_id integer REFERENCES live_sessions (id) ON DELETE SET NULL,
  title text NOT NULL,
  user_name text NOT NULL,
  link text NOT NULL,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  clinical_diagnosis text NOT NULL,
  patient_id text NOT NULL DEFAULT '',
  consultation_purpose text NOT NULL,
  password text,
  created_at timestamptz NOT NULL
);
CREATE INDEX consultations_uid_idx ON consultations (uid);
