-- Hardening (issue 19): rule patterns RE2 can run, and each brand opening only its own body scheme.

-- Rule patterns now run on RE2 (linear time; server/src/http/rules.ts, src/core/validation/linearPattern.ts).
-- Databases seeded before keep the shipped patterns RE2 cannot run or that backtrack badly in a browser: the
-- e-mail rule with nested quantifiers and the password rule with lookaheads. Rewritten here to the equivalent
-- patterns the seed now ships; a pattern an operator changed is left as it is.
UPDATE register_settings
   SET accepted_pattern = '^\w(?:\w|[.-]\w)*@\w(?:\w|[.-]\w)*\.\w{2,3}$'
 WHERE accepted_pattern = '^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.\w{2,3})+$';

UPDATE register_settings
   SET accepted_pattern = '^[\x21-\x7E]*(?:[A-Za-z][\x21-\x7E]*[0-9]|[0-9][\x21-\x7E]*[A-Za-z])[\x21-\x7E]*$'
 WHERE accepted_pattern = '^(?=.*[A-Za-z])(?=.*[0-9])[\x21-\x7E]+$';

-- Each brand accepts only its configured body scheme (merchants.encryption_scheme; server/src/http/encryptedBody.ts):
-- the switch that let a modern brand also open the weak legacy (DES) scheme, on by default, is gone.
ALTER TABLE merchants DROP COLUMN allow_legacy;
