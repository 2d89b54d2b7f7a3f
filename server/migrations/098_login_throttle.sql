-- Failed logins per account (issue 19): progressive delays instead of a lock that anyone could trigger.
-- fails: failed logins since the last success (forgotten a day after the last one); blocked_until: the next
-- attempt for the account is answered before then with 429 (epoch ms, as every time in this schema).
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  fails integer NOT NULL,
  last_fail_at bigint NOT NULL,
  blocked_until bigint NOT NULL
);
