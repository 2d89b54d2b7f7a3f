-- A merchant's time zone (an IANA name): its days, weeks (from Monday) and months begin at midnight there. The
-- check-in day, mission and deposit-limit periods, records' date filters and the agents' daily activity follow it.
ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC';

-- A zone PostgreSQL does not know is refused when written, not at the first report that reads it.
CREATE FUNCTION merchants_time_zone_known() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM now() AT TIME ZONE NEW.time_zone;
  RETURN NEW;
END $$;
CREATE TRIGGER merchants_time_zone_known BEFORE INSERT OR UPDATE OF time_zone ON merchants
  FOR EACH ROW EXECUTE FUNCTION merchants_time_zone_known();

-- The day ('YYYY-MM-DD') an instant (epoch ms) falls on in a merchant's time zone: member_daily_activity's day.
CREATE FUNCTION merchant_day(merchant integer, at_ms bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(to_timestamp(at_ms / 1000.0) AT TIME ZONE time_zone, 'YYYY-MM-DD') FROM merchants WHERE id = merchant
$$;
