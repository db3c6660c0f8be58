-- 010: journals (001 §3 Literature: id, title, publishDate, authors, doi, abstracts, keywords, refers, fileUrl,
-- category 1 规范与共识 / 2 专家指南; status 0 published, 1 unpublished, 2 deleted; §7 literature/list, view).
CREATE TABLE literature (
  id serial PRIMARY KEY,
  title text NOT NULL,
  -- the receipt date, China wall time as the contract's 'YYYY-MM-DD HH:mm:ss'
  publish_date timestamp NOT NULL,
  -- rich text (sanitised by the client's RichText)
  authors text NOT NULL DEFAULT '',
  doi text NOT NULL DEFAULT '',
  abstracts text NOT NULL DEFAULT '',
  -- comma separated (, or ，): domain/journals.ts splitKeywords
  keywords text NOT NULL DEFAULT '',
  refers text NOT NULL DEFAULT '',
  -- '/media/journals/{fileId}.pdf' or '' (no file)
  file_url text NOT NULL DEFAULT '',
  category smallint NOT NULL CHECK (category IN (1, 2)),
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2))
);
CREATE INDEX literature_list_idx ON literature (category, status, publish_date DESC, id DESC);
