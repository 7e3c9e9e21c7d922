-- Two-factor codes cannot be guessed without end.

-- A login challenge counts the codes tried with it and takes no more after five; it also keeps how
-- the password step was passed, so the session it opens knows whether it came from Google.
ALTER TABLE two_factor_challenges ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE two_factor_challenges ADD COLUMN signed_in_with text NOT NULL DEFAULT 'password'
  CHECK (signed_in_with IN ('password', 'google'));

-- Too many wrong codes on an account, from anywhere, lock its second step until the owner follows
-- the link mailed to them (or resets the password).
ALTER TABLE user_two_factor ADD COLUMN locked_at timestamptz;

-- How a session was opened: an account without a password proves itself by a recent Google sign-in.
-- Sessions from before this change say nothing (null) and count as no recent Google sign-in.
ALTER TABLE user_sessions ADD COLUMN signed_in_with text CHECK (signed_in_with IN ('password', 'google'));

-- The mailed link that unlocks the second step.
ALTER TABLE account_tokens DROP CONSTRAINT account_tokens_purpose_check;
ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_check
  CHECK (purpose IN ('verify_email', 'reset_password', 'delete_account', 'unlock_two_factor'));
