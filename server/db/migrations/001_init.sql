-- The whole schema of the reference server. Timestamps are timestamptz, JSON documents jsonb.
-- Statements end with a semicolon at the end of a line (the runner splits on that).
create table packages (
  id integer primary key,
  name text not null unique,
  description text not null,
  price double precision,
  currency text not null,
  compare_limit integer,
  message_limit integer,
  conversation_limit integer,
  features jsonb not null,
  detail_level text not null,
  priority_support boolean not null,
  advanced_reporting boolean not null,
  custom_enterprise_solutions boolean not null
);

create table users (
  id text primary key,
  email text not null,
  email_key text not null unique,
  name text not null,
  password_hash text not null,
  language text not null,
  package_name text not null references packages (name),
  profile_pic text,
  phone text,
  linkedin text,
  package_end_date timestamptz,
  created_at timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);

create table usage_counters (
  user_id text not null references users (id) on delete cascade,
  period text not null,
  compares integer not null default 0,
  messages integer not null default 0,
  conversations integer not null default 0,
  primary key (user_id, period)
);

create table comparisons (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  query text not null,
  items jsonb not null,
  features jsonb not null,
  is_detailed boolean not null,
  language text not null,
  result jsonb not null,
  source jsonb not null,
  search_text text not null,
  created_at timestamptz not null,
  share_id text unique,
  shared_at timestamptz
);
create index comparisons_user_created_idx on comparisons (user_id, created_at desc, id desc);

create table poll_votes (
  user_id text not null references users (id) on delete cascade,
  comparison_id text not null references comparisons (id) on delete cascade,
  option text not null,
  primary key (user_id, comparison_id)
);

create table conversations (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  title text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index conversations_user_idx on conversations (user_id, updated_at desc);

create table chat_messages (
  id text primary key,
  conversation_id text not null references conversations (id) on delete cascade,
  seq bigserial not null,
  role text not null,
  content text not null,
  created_at timestamptz not null
);
create index chat_messages_conversation_idx on chat_messages (conversation_id, seq);

create table package_changes (
  id bigserial primary key,
  user_id text not null references users (id) on delete cascade,
  from_package text not null,
  to_package text not null,
  changed_at timestamptz not null default now()
);

create table contact_messages (
  id bigserial primary key,
  name text not null,
  email text not null,
  message text not null,
  created_at timestamptz not null default now()
);

create table demo_messages (
  id bigserial primary key,
  conversation_id text not null,
  content text not null,
  created_at timestamptz not null default now()
);

create table rate_limits (
  key text not null,
  window_start bigint not null,
  count integer not null,
  primary key (key, window_start)
);

create table popular_comparisons (
  id text primary key,
  query text not null,
  items jsonb not null,
  votes integer not null
);
