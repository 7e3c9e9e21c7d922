-- Failed password logins, one row per account (or unknown name), client address and wrong password
-- within the window. A password typed once and sent again (the login form tries several request
-- shapes) counts once; failures are counted per address, so a stranger guessing elsewhere never
-- locks the owner out. The fingerprint is a short keyed hash: it tells two guesses apart and
-- nothing more. Replaces login_throttle, which counted per account only.
CREATE TABLE login_failures (
  account_key text NOT NULL,
  address text NOT NULL,
  fingerprint text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_key, address, fingerprint)
);

CREATE INDEX login_failures_account_idx ON login_failures (account_key, failed_at);
CREATE INDEX login_failures_age_idx ON login_failures (failed_at);

DROP TABLE login_throttle;
