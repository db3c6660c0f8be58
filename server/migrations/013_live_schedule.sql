-- 013: the live schedule /schedule (001 §3 Live schedule: liveDate, lecturer, liveTheme; §7
-- GET /api/liveSchedule/list). live_at is the instant; the answer shows it as China wall time.
CREATE TABLE live_schedule (
  id serial PRIMARY KEY,
  live_at timestamptz NOT NULL,
  lecturer text NOT NULL DEFAULT '',
  live_theme text NOT NULL
);
CREATE INDEX live_schedule_live_at_idx ON live_schedule (live_at, id);
