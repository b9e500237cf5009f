-- Packages that promise a service get one (issue 25). A contact message remembers who sent it
-- (when signed in), what it is about and whether their package has priority_support; the support
-- team reads the support_queue view, which lists priority messages first, then oldest first.
alter table contact_messages
  add column user_id text references users (id) on delete set null,
  add column topic text not null default 'general',
  add column priority boolean not null default false;

create index contact_messages_queue_idx on contact_messages (priority desc, created_at, id);

create view support_queue as
  select id, priority, topic, name, email, message, user_id, created_at
  from contact_messages
  order by priority desc, created_at, id;
