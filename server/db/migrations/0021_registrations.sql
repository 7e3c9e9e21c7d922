-- Running an event: how players enter (capacity, window, team size, check-in), the series length
-- and the prize of each place, set on the tournament.
ALTER TABLE tournaments
  ADD COLUMN registration_capacity integer CHECK (registration_capacity BETWEEN 2 AND 1024),
  ADD COLUMN registration_opens_at timestamptz,
  ADD COLUMN registration_closes_at timestamptz,
  ADD COLUMN team_size integer NOT NULL DEFAULT 1 CHECK (team_size BETWEEN 1 AND 10),
  ADD COLUMN check_in_minutes integer NOT NULL DEFAULT 0 CHECK (check_in_minutes BETWEEN 0 AND 1440),
  ADD COLUMN best_of integer NOT NULL DEFAULT 1 CHECK (best_of IN (1, 3, 5, 7)),
  -- [{ place, prize }], one entry per place, ordered by place.
  ADD COLUMN prizes jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD CONSTRAINT tournaments_registration_window
    CHECK (registration_opens_at IS NULL OR registration_closes_at IS NULL OR registration_opens_at < registration_closes_at);

-- An entry is registered (it takes a place), waitlisted (past the capacity, in order of arrival) or
-- withdrawn (left the bracket, or dropped as a no-show when it started). Checking in is a moment
-- of its own: a waitlisted entry may check in too, and then fills a no-show's place at the start.
ALTER TABLE bracket_participants
  ADD COLUMN status text NOT NULL DEFAULT 'registered' CHECK (status IN ('registered', 'waitlisted', 'withdrawn')),
  ADD COLUMN checked_in_at timestamptz;

CREATE INDEX bracket_participants_waitlist_idx ON bracket_participants (tournament_id, created_at, id) WHERE status = 'waitlisted';

-- The accounts an entry stands for: the player, or a team's roster (position 0 is the captain).
-- An account is in at most one entry of a tournament, as a player or on any roster.
CREATE TABLE participant_members (
  tournament_id text NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  participant_id text NOT NULL REFERENCES bracket_participants (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  PRIMARY KEY (participant_id, user_id),
  UNIQUE (tournament_id, user_id)
);

CREATE INDEX participant_members_user_idx ON participant_members (user_id);

INSERT INTO participant_members (tournament_id, participant_id, user_id, position)
SELECT tournament_id, id, user_id, 0 FROM bracket_participants WHERE user_id IS NOT NULL;

-- Mails about one's own entry (registered, waitlisted, moved up, check-in open) go through the same
-- outbox as the registration-open mails: one row per entry, account and kind, so neither a retry nor
-- a second sweep of the check-in windows mails anyone twice.
ALTER TABLE notification_outbox
  ALTER COLUMN signup_id DROP NOT NULL,
  ADD COLUMN participant_id text REFERENCES bracket_participants (id) ON DELETE CASCADE,
  ADD COLUMN user_id text REFERENCES users (id) ON DELETE CASCADE,
  ADD CONSTRAINT notification_outbox_has_reason CHECK (signup_id IS NOT NULL OR participant_id IS NOT NULL);

CREATE UNIQUE INDEX notification_outbox_entry_once ON notification_outbox (participant_id, user_id, kind) WHERE participant_id IS NOT NULL;

-- What starting a bracket changed (the tournament's status and format, the entries dropped as
-- no-shows or moved up from the waitlist): a reset to seeding before any result puts it back.
ALTER TABLE brackets ADD COLUMN before_start jsonb;

-- A player's objection to a reported result: one per side of a match and result, within 15 minutes
-- of the report. While one is open the match shows as disputed to everyone; an admin upholds it
-- (the match is reopened for a correction) or rejects it.
CREATE TABLE match_disputes (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  tournament_id text NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  match_id text NOT NULL,
  -- The report whose result is disputed.
  report_id text NOT NULL,
  participant_id text NOT NULL REFERENCES bracket_participants (id) ON DELETE CASCADE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'rejected')),
  note text CHECK (length(note) <= 1000),
  resolved_by text REFERENCES users (id) ON DELETE SET NULL,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tournament_id, match_id, report_id, participant_id)
);

CREATE INDEX match_disputes_open_idx ON match_disputes (tournament_id) WHERE status = 'open';
CREATE INDEX match_disputes_queue_idx ON match_disputes (status, created_at, id);
