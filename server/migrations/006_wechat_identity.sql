-- The WeChat identity of a user who logged in through the real WeChat Open Platform (decision 0003).
-- unionid is the same across the institute's WeChat apps; openid (this website app only) is the fallback
-- when WeChat gives no unionid. Unique: one account per WeChat user. NULL for demo and seeded users.
ALTER TABLE users ADD COLUMN wx_unionid text;
ALTER TABLE users ADD COLUMN wx_openid text;
CREATE UNIQUE INDEX users_wx_unionid_key ON users (wx_unionid);
CREATE UNIQUE INDEX users_wx_openid_key ON users (wx_openid);
