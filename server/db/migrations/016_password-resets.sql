-- Password reset links. Only the SHA-256 of a link's token is kept (a database leak gives no usable
-- link); a link works for 30 minutes and once: used_at is set by the reset that consumes it.
create table password_resets (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_idx on password_resets (user_id);
