-- The popular comparisons carried fixed vote counts (2,530 down to 712) that no user had cast, and
-- the home page showed them as real. A popular comparison's votes are now counted when it is read:
-- the poll votes cast in users' reports of the same items. The invented numbers go.
alter table popular_comparisons drop column votes;
