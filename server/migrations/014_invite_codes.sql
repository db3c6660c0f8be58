-- 014: invite codes (001 §3 User profile: myInviteCode, otherInviteCode; §7 modifyProfile carries
-- otherInviteCode). Every user has one code of 8 characters from an alphabet without look-alikes (no 0 O
-- 1 I L), derived from the uid by a bijection of 0 … 31^8 − 1 (multiplying by a number prime to 31), so
-- codes never collide and every user, old or new, has one the moment the row exists: a stored generated
-- column, filled for the existing users by this ALTER. docs/decisions/0041.
CREATE FUNCTION invite_code(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', mod(div(v, 31::numeric ^ i), 31)::int + 1, 1), ''
                    ORDER BY i DESC)
  FROM (SELECT (n::numeric * 531441000017 + 7919) % 852891037441 AS v) AS mixed,
       generate_series(0, 7) AS i
$$;

ALTER TABLE users ADD COLUMN my_invite_code text GENERATED ALWAYS AS (invite_code(uid)) STORED;
CREATE UNIQUE INDEX users_my_invite_code_idx ON users (my_invite_code);

-- The inviter's code, set once by the user (server/account/invite.ts checks it exists and is not their own).
ALTER TABLE users ADD COLUMN other_invite_code text;
