-- A removed choice is no choice: deleting a seeker's candidate_visibility row takes them out of candidate_search in
-- the same statement, as turning it off does.
CREATE TRIGGER candidate_visibility_delete AFTER DELETE ON candidate_visibility REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_search_by_seeker_id();
