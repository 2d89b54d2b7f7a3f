-- Symmetric server secrets (HMAC keys, e.g. the login device cookie's), made on first use so every process on one
-- database signs and checks with the same key. name: what the key is for; secret: base64 of random bytes.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at bigint NOT NULL
);
