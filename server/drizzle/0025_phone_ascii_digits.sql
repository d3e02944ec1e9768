-- Phone numbers are stored with ASCII digits (what an employer dials and a search finds), whichever digits the
-- seeker typed: Devanagari digits become 0-9 (shared-api normalisePhone does the same for new input).
UPDATE seeker_profiles SET phone = translate(phone, '०१२३४५६७८९', '0123456789') WHERE phone ~ '[०-९]';
