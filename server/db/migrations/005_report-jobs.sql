-- A comparison is a job (issue 21): it is stored when it is queued, a writer takes it, and its
-- sections are stored as they are finished. `result` is set only when the report is done; `draft`
-- holds the finished sections while it is written. `claims` counts the times a writer took it (a
-- server restart makes it 2); `lease_until` is how long the writer that took it owns it (renewed
-- while it writes): another instance takes over a job whose lease ran out. `usage_period` is the
-- month the comparison was counted in: a failed or cancelled one is given back to that month.
alter table comparisons alter column result drop not null;
alter table comparisons add column status text not null default 'done';
alter table comparisons add column draft jsonb;
alter table comparisons add column sections_done jsonb;
alter table comparisons add column sections_pending jsonb;
alter table comparisons add column failure jsonb;
alter table comparisons add column attempt integer not null default 1;
alter table comparisons add column claims integer not null default 0;
alter table comparisons add column lease_until timestamptz;
alter table comparisons add column last_activity_at timestamptz;
alter table comparisons add column finished_at timestamptz;
alter table comparisons add column usage_period text;
update comparisons set finished_at = created_at;
-- The queue: the oldest open job first (only open jobs are in this index, so it stays small).
create index comparisons_open_jobs_idx on comparisons (created_at, id) where status in ('queued', 'writing');
