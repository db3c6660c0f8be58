-- 019: uploads in flight (issue 31, docs/decisions/0065). One row per upload that has not finished: a tus
-- upload from its creation, a multipart call while its body streams. Who sends it and the bytes it may
-- become, so a user's quota counts it with their finished uploads (migration 016). The row goes when the
-- upload finishes, is refused or discarded, or its request ends; from TUS_EXPIRY after its creation (24 h)
-- it no longer counts, and the hourly clean-up removes it with tus's expired uploads. `id` is the tus
-- upload's id in its store (a key with the S3 store), or `multipart:` and the partial file's name.
CREATE TABLE upload_reservations (
  id text PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (uid),
  bytes bigint NOT NULL CHECK (bytes >= 0),
  create_time timestamptz NOT NULL
);
CREATE INDEX upload_reservations_uid_idx ON upload_reservations (uid, create_time);
