-- Provider calls a report's writer runs at once (issue 21): 1, except for a report continued
-- after a restart, whose remaining sections may be written side by side. The queue counts these
-- calls, not the reports, against the provider's concurrency limit.
alter table comparisons add column calls integer not null default 1;
