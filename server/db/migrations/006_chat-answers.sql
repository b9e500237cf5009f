-- Chat answers are written in the background and read while they grow (issue 21): an answer row
-- is `writing` (its content the text so far) until it is `done` or `failed`. The writer owns it
-- while its lease lasts and renews the lease as it writes; a reader that finds the lease run out
-- (the server stopped) fails the answer as interrupted and gives the question back.
alter table chat_messages add column status text not null default 'done';
alter table chat_messages add column failure jsonb;
alter table chat_messages add column source jsonb;
alter table chat_messages add column lease_until timestamptz;
-- On the answer: the month its question was counted in, and whether that question opened the
-- conversation (then the conversation is given back too), so a failure refunds exactly that.
alter table chat_messages add column usage_period text;
alter table chat_messages add column opened_conversation boolean not null default false;
create index chat_messages_writing_idx on chat_messages (lease_until) where status = 'writing';
