-- DRAFT: a tournament an admin is still preparing. Stored like the others, never shown to the public.
ALTER TABLE tournaments DROP CONSTRAINT tournaments_status_check;
ALTER TABLE tournaments ADD CONSTRAINT tournaments_status_check
  CHECK (status IN ('COMING_SOON', 'UPCOMING', 'LIVE', 'COMPLETED', 'SCHEDULED', 'DRAFT'));
-- The backoffice list: newest first.
CREATE INDEX tournaments_created_idx ON tournaments (created_at DESC, id DESC);
