-- When an agent answered a contract offer, so the contract pages can show "accepted on ..." / "declined on ...".
ALTER TABLE agent_contracts ADD COLUMN answered_at bigint;
-- Contracts answered before this column existed: the offer time is the best date known.
UPDATE agent_contracts SET answered_at = created_at WHERE status <> 'pending';
CREATE INDEX agent_contracts_kind_idx ON agent_contracts (member_id, kind);
