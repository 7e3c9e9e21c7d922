-- Tournaments: COMING_SOON → UPCOMING → LIVE → COMPLETED, SCHEDULED accepted too.
-- start_at is NULL while the date is still to be announced (the SPA shows TBA).
CREATE TABLE tournaments (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  status text NOT NULL CHECK (status IN ('COMING_SOON', 'UPCOMING', 'LIVE', 'COMPLETED', 'SCHEDULED')),
  start_at timestamptz,
  prize_pool text,
  format text,
  platform text,
  -- NULL means the tournament is run by VERSUS itself; otherwise a partner's name.
  organizer text,
  hero_url text,
  game_key text REFERENCES games (key) ON UPDATE CASCADE ON DELETE SET NULL,
  description text,
  rules text,
  -- Final placements of a COMPLETED tournament: [{ place, name, prize? }].
  results jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- GET /api/tournaments?sort=date: earliest first, TBA last, then by title.
CREATE INDEX tournaments_start_idx ON tournaments (start_at ASC NULLS LAST, title, id);
CREATE INDEX tournaments_status_idx ON tournaments (status);
CREATE INDEX tournaments_game_idx ON tournaments (game_key);

-- "Notify me when registration opens". A sign-up names a stored tournament, or only a title (and
-- game) when the SPA showed a tournament without a stored id; those are kept but never mailed by
-- the registration-open path, which needs a tournament whose status changes.
CREATE TABLE notify_signups (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  tournament_id text REFERENCES tournaments (id) ON DELETE CASCADE,
  tournament_title text,
  game_key text,
  -- Trimmed and lowercased, so one address signs up once per tournament.
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- Set for sign-ups made with a bearer token; the mail then goes to the account's current address.
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notify_signups_names_tournament CHECK (tournament_id IS NOT NULL OR tournament_title IS NOT NULL)
);

CREATE UNIQUE INDEX notify_signups_tournament_email ON notify_signups (tournament_id, email) WHERE tournament_id IS NOT NULL;
CREATE UNIQUE INDEX notify_signups_title_email ON notify_signups (lower(tournament_title), email) WHERE tournament_id IS NULL;
CREATE INDEX notify_signups_user_idx ON notify_signups (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX notify_signups_email_idx ON notify_signups (email);

-- Mails waiting to be sent. Rows are written in the same transaction as the event that causes them
-- (a tournament leaving COMING_SOON), so a crash can neither lose one nor create one twice
-- (unique per sign-up and kind). A sender claims rows for a lease; a row whose lease ran out
-- without being marked sent (its sender died) is claimed again.
CREATE TABLE notification_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  signup_id text NOT NULL REFERENCES notify_signups (id) ON DELETE CASCADE,
  tournament_id text NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  email text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_by text,
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notification_outbox_once UNIQUE (signup_id, kind)
);

CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at) WHERE sent_at IS NULL;
