-- A password change must end every other session, including one written by a login that read the
-- old password just before the change committed (it inserts its session after the change has
-- deleted the others). Each session now records the version of the credentials it was opened
-- with; a change increments the user's version (and carries the caller's own session along), and a
-- session of an older version no longer authenticates, whenever it was written.
alter table users add column credential_version integer not null default 1;
alter table sessions add column credential_version integer not null default 1;
