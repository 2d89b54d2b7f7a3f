-- Which seed steps have run, so a restart never seeds twice.
CREATE TABLE seed_steps (
  name text PRIMARY KEY,
  done_at bigint NOT NULL
);
