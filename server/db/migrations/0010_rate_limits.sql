-- Request counts of the rate limits, per limit and caller (IP, account or client id), kept in the
-- database so that every server process counts against the same budget.
CREATE TABLE rate_limit_hits (
  limit_key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_ends_at);
