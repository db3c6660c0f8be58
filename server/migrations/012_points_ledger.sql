-- The points ledger (issue 14): every change of a user's points is one row; users.score (total earned)
-- and users.available_score (total − spent) are kept equal to its sums in the same transaction
-- (server/points/ledger.ts), and available never goes below 0. `ref` makes each change happen once
-- (a day's sign-in, the phone bonus, a video's redeem).
CREATE TABLE score_records (
  id serial PRIMARY KEY,
  uid integer NOT NULL REFERENCES users (uid),
  created_ms bigint NOT NULL,
  src_module_desc text NOT NULL,
  detail_action_desc text NOT NULL,
  score integer NOT NULL CHECK (score <> 0),
  ref text NOT NULL,
  UNIQUE (uid, ref)
);
CREATE INDEX score_records_uid_time_idx ON score_records (uid, created_ms DESC, id DESC);

-- One row per user and China calendar day.
CREATE TABLE sign_ins (
  uid integer NOT NULL REFERENCES users (uid),
  sign_date date NOT NULL,
  PRIMARY KEY (uid, sign_date)
);

-- Points held before the ledger existed become its first rows, so the totals are the ledger from now on.
INSERT INTO score_records (uid, created_ms, src_module_desc, detail_action_desc, score, ref)
SELECT uid, 0, '系统', '历史积分', score, 'opening' FROM users WHERE score > 0;
INSERT INTO score_records (uid, created_ms, src_module_desc, detail_action_desc, score, ref)
SELECT uid, 0, '系统', '历史消费', available_score - score, 'opening-spent' FROM users
WHERE available_score < score;
