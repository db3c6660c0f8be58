-- Global search (001 §2, §3, §7): one index of what can be found, as the backend's search answers it.
-- majorCategory 1 education (minor = the video's category; 4 = training), 2 journals, 3 works (with
-- epoch), 4 micro-lectures; originId is the id of the thing in its own table. The lower-case columns
-- are what is ranked, so a query compares without folding rows each time.
CREATE TABLE search_items (
  id serial PRIMARY KEY,
  title text NOT NULL,
  -- plain text (rich text is stripped when indexed): the snippet comes from here
  body text NOT NULL DEFAULT '',
  author text NOT NULL DEFAULT '',
  cover_url text NOT NULL DEFAULT '',
  create_time timestamp NOT NULL,
  major_category smallint NOT NULL CHECK (major_category BETWEEN 1 AND 4),
  minor_category integer,
  origin_id integer NOT NULL,
  epoch text,
  title_lc text GENERATED ALWAYS AS (lower(title)) STORED,
  body_lc text GENERATED ALWAYS AS (lower(body)) STORED,
  author_lc text GENERATED ALWAYS AS (lower(author)) STORED,
  -- The item's words as jieba cuts them (server/search/segment.ts), for the inverted index below: a
  -- search reads the items that share a word with the keyword, not every item.
  tokens tsvector NOT NULL DEFAULT ''::tsvector,
  UNIQUE (major_category, minor_category, origin_id)
);
CREATE INDEX search_items_major_idx ON search_items (major_category);
CREATE INDEX search_items_tokens_idx ON search_items USING gin (tokens);
