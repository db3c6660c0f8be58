-- 009: the expert directory (001 §2 /specialist, §3 Expert and Professional group, §7 expert calls).

-- Groups of every label: the committee's groups (label 1, committee-list's groupName) and the study groups
-- of the professional tab (label 2, group-list/2). status 0: hidden (001 §3).
CREATE TABLE expert_groups (
  id serial PRIMARY KEY,
  group_label smallint NOT NULL CHECK (group_label IN (1, 2, 3)),
  group_name text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX expert_groups_label_idx ON expert_groups (group_label, sort, id);

CREATE TABLE experts (
  id serial PRIMARY KEY,
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  hospital text NOT NULL DEFAULT '',
  avatar_url text NOT NULL DEFAULT '',
  -- 1: the expert has achievement data (the detail opens); 0: 数据更新中
  achievement smallint NOT NULL DEFAULT 0 CHECK (achievement IN (0, 1)),
  group_label smallint NOT NULL CHECK (group_label IN (1, 2, 3)),
  group_id integer REFERENCES expert_groups (id),
  duties text NOT NULL DEFAULT '',
  take_office text NOT NULL DEFAULT '',
  honor text NOT NULL DEFAULT '',
  skill_in text NOT NULL DEFAULT '',
  topic_name text NOT NULL DEFAULT '',
  topic_url text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX experts_label_idx ON experts (group_label, sort, id);

-- The recommended courses of the detail's second tab: training videos.
CREATE TABLE expert_courses (
  expert_id integer NOT NULL REFERENCES experts (id) ON DELETE CASCADE,
  training_video_id integer NOT NULL REFERENCES training_videos (id) ON DELETE CASCADE,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (expert_id, training_video_id)
);
