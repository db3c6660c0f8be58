-- 017: works submissions (000 §2.3 my submissions, §3 Works submission, §4.4, §7.4; issue 16,
-- docs/decisions/0048). A submission is a row of popsic_works, the table the public pages read: its review
-- status (domain/reviewStatus.ts; 0 approved is the only public one, so every public query filters on it),
-- the author's answers to the wizard, and the organisers' reason when they reject or ask for changes.
-- Works published before the wizard (the 015 seed) keep status 0 and `submitted` false: they belong to no
-- one's own list. A new submission has no category until organisers give it one.
ALTER TABLE popsic_works
  ALTER COLUMN category_id DROP NOT NULL,
  ADD COLUMN status smallint NOT NULL DEFAULT 0
    CHECK (status IN (0, 1, 2, 21, 23, 3, 31, 32, 33, 4, 41, 42, 43, 9)),
  ADD COLUMN submitted boolean NOT NULL DEFAULT false,
  ADD COLUMN reject_reason text NOT NULL DEFAULT '',
  ADD COLUMN share_picture_url text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN work_unit text NOT NULL DEFAULT '',
  ADD COLUMN identity text NOT NULL DEFAULT '',
  ADD COLUMN student_type text NOT NULL DEFAULT '',
  -- the wizard's workId and studentStatus (opaque to us; cleared with the work unit)
  ADD COLUMN author_work_id text NOT NULL DEFAULT '',
  ADD COLUMN student_status text NOT NULL DEFAULT '',
  ADD COLUMN source_society text NOT NULL DEFAULT '',
  ADD COLUMN source_group text NOT NULL DEFAULT '',
  ADD COLUMN source_person text NOT NULL DEFAULT '',
  ADD COLUMN source_category text NOT NULL DEFAULT '',
  ADD COLUMN video_type text NOT NULL DEFAULT '',
  ADD COLUMN graphic_type text NOT NULL DEFAULT '',
  ADD COLUMN science_target text NOT NULL DEFAULT '',
  ADD COLUMN science_type text NOT NULL DEFAULT '',
  ADD COLUMN update_time timestamptz;

-- A user's own list (science/worksList), newest first.
CREATE INDEX popsic_works_submitted_idx ON popsic_works (uid, create_time DESC, id DESC) WHERE submitted;
-- The public lists read only approved works.
CREATE INDEX popsic_works_status_idx ON popsic_works (status) WHERE status <> 0;

-- A submitted file's size as the upload recorded it (000 §3 fileList: url, fileName, fileSize); null for
-- files published before the wizard.
ALTER TABLE popsic_work_files ADD COLUMN file_size bigint CHECK (file_size >= 0);
