-- A member's head icon: the uploaded picture re-encoded by the server (square WebP, no metadata), base64, one per
-- member; replaced on every upload. updated_at (epoch ms) names the version the app shows.
CREATE TABLE member_icons (
  member_id integer PRIMARY KEY REFERENCES members(id),
  image text NOT NULL,
  updated_at bigint NOT NULL
);
