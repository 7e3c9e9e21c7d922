-- Friends, blocks, one-to-one chats and their messages.

-- A pending request; accepting it turns it into two friendships rows and deletes it.
CREATE TABLE friend_requests (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  sender_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> recipient_id),
  UNIQUE (sender_id, recipient_id)
);

CREATE INDEX friend_requests_recipient_idx ON friend_requests (recipient_id, created_at DESC);

-- Each friendship is stored in both directions, so "the friends of X" is one index range.
CREATE TABLE friendships (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, friend_id),
  CHECK (user_id <> friend_id)
);

CREATE TABLE user_blocks (
  blocker_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id);

-- direct_key (the two user ids, sorted, joined by ':') makes select_or_create safe under races.
-- The last message is kept on the chat so the chat list needs no per-chat lookup.
CREATE TABLE chats (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  direct_key text NOT NULL UNIQUE,
  last_message_id text,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- No foreign key to users: a deleted account's messages and chats stay (shown as Deleted Account).
CREATE TABLE chat_participants (
  chat_id text NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  last_read_at timestamptz,
  PRIMARY KEY (chat_id, user_id)
);

CREATE INDEX chat_participants_user_idx ON chat_participants (user_id);

CREATE TABLE messages (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  chat_id text NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  sender_id text NOT NULL,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  -- Chosen by the sending client; a retry with the same id returns the stored message.
  client_message_id text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (sender_id, client_message_id)
);

CREATE INDEX messages_chat_created_idx ON messages (chat_id, created_at DESC, id DESC);

-- A profile lists the games its owner rated (game_ratings comes from 0004_ratings).
CREATE INDEX game_ratings_user_idx ON game_ratings (user_id, updated_at DESC) WHERE user_id IS NOT NULL;
