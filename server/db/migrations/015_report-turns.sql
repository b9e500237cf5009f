-- The report queue takes turns between users: when each user's last report was taken by a writer.
-- The next job is the oldest of the user with the fewest reports being written, served longest ago,
-- so one account's backlog waits behind every other user's next report.
create table report_turns (
  user_id text primary key references users (id) on delete cascade,
  served_at timestamptz not null
);
