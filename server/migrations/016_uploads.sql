-- 016: uploaded files (000 §7.4 science/upload; issue 16, docs/decisions/0048). One row per finished
-- upload, multipart or tus alike: the address it is served at (domain UPLOAD_URL_PREFIX …), who sent it,
-- its name as the user chose it, its size and the kind its content proved to be. A submission may refer
-- only to its author's rows (server/uploads/registry.ts).
CREATE TABLE uploads (
  id serial PRIMARY KEY,
  url text NOT NULL UNIQUE,
  uid integer NOT NULL REFERENCES users (uid),
  file_name text NOT NULL,
  file_size bigint NOT NULL CHECK (file_size >= 0),
  -- the detected content type, e.g. 'image/png', 'video/mp4', 'application/pdf'
  mime text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_uid_idx ON uploads (uid, id);
