-- The proof of work that travels with a captcha answer (ALTCHA): the signature of the challenge issued for the
-- captcha id (a new one replaces it), the level it was issued at, and when a try used it (each is checked once).
ALTER TABLE captchas ADD COLUMN pow_signature text;
ALTER TABLE captchas ADD COLUMN pow_level integer;
ALTER TABLE captchas ADD COLUMN pow_used_at bigint;
