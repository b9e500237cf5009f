-- Chat answers and report sections draw from one budget of model calls (AI_CONCURRENCY), counted
-- in the database so that every instance on it shares the count: a report counts its writer's
-- `calls`, an answer counts once its writer has taken a call (`calling`). An answer waits for a
-- call with `calling` false; its lease still shows that its writer is alive.
alter table chat_messages add column calling boolean not null default false;
