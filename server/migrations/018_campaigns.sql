-- 018: the contribution campaigns (002; issue 17, docs/decisions/0051 and 0052). One row per user and
-- campaign (qc the quality innovation competition, mc micro-course, ca contrast-agent, ms med-speech):
-- the registration (002 §3, the fields the campaign shows; the others stay empty), its status (domain
-- CAMPAIGN_STATUSES: 1 registered, 2 open / work saved, 3 submitted, 0 submitted and locked) and the
-- work, filled by the first commit, which also gives it its worksId. The files are a jsonb list of
-- {url, name, fileName, fileSize}: each an upload of the user (migration 016) or a file the work had.
CREATE SEQUENCE campaign_works_id_seq;

CREATE TABLE campaign_entries (
  id serial PRIMARY KEY,
  campaign text NOT NULL CHECK (campaign IN ('qc', 'mc', 'ca', 'ms')),
  uid integer NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  name text NOT NULL,
  work_unit text NOT NULL,
  source_unit text NOT NULL,
  phone text NOT NULL,
  -- professional title and age (mc, ms)
  source_society text NOT NULL DEFAULT '',
  source_group text NOT NULL DEFAULT '',
  -- the recommendation proof picture (qc)
  recom_letter_url text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2, 3)),
  -- null until the first commit; the same afterwards
  works_id integer UNIQUE,
  title text NOT NULL DEFAULT '',
  sub_title text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  cover_url text NOT NULL DEFAULT '',
  file_list jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(file_list) = 'array'),
  create_time timestamptz NOT NULL,
  update_time timestamptz,
  submit_time timestamptz,
  -- one registration per user and campaign: a second (or a concurrent one) is refused
  UNIQUE (campaign, uid)
);
-- `npm run admin -- campaign list <id> [--status N]`.
CREATE INDEX campaign_entries_list_idx ON campaign_entries (campaign, status, create_time);
