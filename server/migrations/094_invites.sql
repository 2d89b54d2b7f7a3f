-- Invite friends (issue 18; server/src/routes/invite.ts). Times epoch ms.

-- Who invited a member: the owner of the invitation code it registered with (a member's own code or an agent's
-- registration link). Separate from parent_id (the agent team), which an agent also sets when it opens an account.
ALTER TABLE members ADD COLUMN recommender_id integer REFERENCES members(id);
CREATE INDEX members_recommender_idx ON members (recommender_id) WHERE recommender_id IS NOT NULL;

-- Distinct visitors who opened a member's invitation (the register page checks the code when it opens): one row per
-- member and visitor (a hash of the address, never the address itself), so reloading the page counts once.
CREATE TABLE invite_visits (
  member_id integer NOT NULL REFERENCES members(id),
  visitor_hash text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (member_id, visitor_hash)
);
