-- Brands as data: each brand's overlay on the deployed _base (brand.json, screens/*.json, locales/*.json, the same
-- files as screens/<brand>/) is stored as immutable revisions; one of them is published and served to players.
-- published: the revision number players get (NULL only while a brand is being created).
-- is_default: the brand of a host no row names (screens/hosts.json "default"); at most one.
CREATE TABLE brands (
  id text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9-]{1,31}$'),
  merchant_code text NOT NULL,
  published integer,
  is_default boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE UNIQUE INDEX brands_one_default ON brands (is_default) WHERE is_default;

-- number: 1, 2, 3 ... per brand. parent: the revision this one was edited from (the published one when the editor
-- started), which publishing compares with the published revision to refuse a silent overwrite.
-- files: { "<path>": "<the file's text>" }, kept as written so a pull gives the operator's own formatting back.
-- hash: sha256 of the files (canonical order): the ETag players' caches revalidate against.
CREATE TABLE brand_revisions (
  brand_id text NOT NULL REFERENCES brands(id),
  number integer NOT NULL CHECK (number > 0),
  parent integer,
  author text NOT NULL,
  created_at bigint NOT NULL,
  message text NOT NULL,
  files jsonb NOT NULL,
  hash text NOT NULL,
  schema_version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (brand_id, number)
);

-- A saved revision never changes: a correction is a new revision.
CREATE FUNCTION brand_revisions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'brand revisions are immutable: save a new revision instead';
END;
$$;
CREATE TRIGGER brand_revisions_no_update BEFORE UPDATE OR DELETE ON brand_revisions
  FOR EACH ROW EXECUTE FUNCTION brand_revisions_immutable();

-- host (lower case, no port) -> brand. A host names one brand.
CREATE TABLE brand_hosts (
  host text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands(id)
);

-- The app icons drawn (with sharp) when a revision is published: { "<file>": base64 PNG }.
CREATE TABLE brand_icons (
  brand_id text NOT NULL,
  number integer NOT NULL,
  icons jsonb NOT NULL,
  PRIMARY KEY (brand_id, number),
  FOREIGN KEY (brand_id, number) REFERENCES brand_revisions (brand_id, number)
);

-- One counter for every change to what is served (a publish, a host, a new brand): each instance compares it with
-- the one it cached, the fallback when a notification (LISTEN/NOTIFY on PostgreSQL) did not reach it.
CREATE TABLE brand_site_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO brand_site_version (version) VALUES (0);
