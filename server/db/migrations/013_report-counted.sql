-- Whether a comparison counts toward its month's allowance, and when its owner first received
-- more of it than one section. A report is counted when it is queued; it is given back (counted
-- false) when it fails, when it is written about fewer than two identified items, and when it is
-- cancelled or deleted before its owner received a second section. Failed and cancelled reports
-- were all given back so far.
alter table comparisons add column counted boolean not null default true;
alter table comparisons add column received_at timestamptz;
update comparisons set counted = false where status in ('failed', 'cancelled');
