-- History at 100,000 comparisons (issue 23). The list reads only listed reports (queued, writing,
-- done) of one user, newest first, by a row comparison on (created_at, id): this partial index
-- serves the page, the "more" row and the cursor without a filter, and a bounded count of the
-- first page without reading the table. The search stays a LIKE over the server-folded
-- search_text (foldCase: İ, I, ı and i are one letter), served by a trigram index (pg_trgm, which
-- PGlite ships as an extension and loads in connect.ts).
create index comparisons_user_listed_idx on comparisons (user_id, created_at desc, id desc)
  where status in ('queued', 'writing', 'done');
create extension if not exists pg_trgm;
create index comparisons_search_trgm_idx on comparisons using gin (search_text gin_trgm_ops);
