-- Every new job seeker gets the alert built from their profile preferences, on by default (issue 16). A trigger,
-- so any way of creating a seeker (sign-up, demo seed, tests) gets it, in the creating transaction.
CREATE FUNCTION job_alerts_profile_for_new_seeker() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_alerts (user_id, kind, name, frequency, status)
  VALUES (NEW.id, 'profile', 'Jobs matching my profile', 'weekly', 'active')
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_profile_alert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.role = 'job_seeker') EXECUTE FUNCTION job_alerts_profile_for_new_seeker();
