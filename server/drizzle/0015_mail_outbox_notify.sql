-- Mail stored while no SMTP server was configured was only ever meant to be read from the log: it must not go
-- out now that a worker delivers mail_outbox (its links have long expired).
UPDATE mail_outbox SET sent_at = created_at WHERE sent_at IS NULL;
--> statement-breakpoint
-- Wakes the delivery workers (LISTEN portal_mail) when mail is queued; sent at commit, so a worker never looks
-- before the row is visible.
CREATE FUNCTION mail_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_mail', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_queued AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION mail_outbox_notify();
