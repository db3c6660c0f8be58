-- 006: room passwords are verified by the server (issue 10, docs/decisions/0013): one row per user and
-- room whose password that user has entered; GET /api/liveRoom/{id} answers the stream address only then.

CREATE TABLE live_room_grants (
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  room_id integer NOT NULL REFERENCES live_rooms (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (uid, room_id)
);
