-- The search's trigram index without a pending list (issue 23). GIN's "fast update" queues new
-- entries in a pending list that every search reads from end to end, until VACUUM or autovacuum's
-- ANALYZE merges it into the index; a plain ANALYZE does not. PGlite has no autovacuum, so there
-- the list only ever grew (up to gin_pending_list_limit, 4 MB): bench:plans showed a 100k-row
-- search reading 480 pending-list pages for 5 rows. A comparison's search text is written once,
-- when it is created, so inserting straight into the index costs little.
alter index comparisons_search_trgm_idx set (fastupdate = off);
select gin_clean_pending_list('comparisons_search_trgm_idx'::regclass);
