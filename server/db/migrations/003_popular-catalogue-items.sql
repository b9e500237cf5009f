-- Three popular comparisons named items the demo engine does not know ("Kobo", "Nike Pegasus",
-- "Turkcell"), so a click on them wrote a report of unknown items. They now name catalogue items
-- (server/tests/seed-content.test.ts checks every popular comparison against the catalogue).
update popular_comparisons set query = 'Kindle Paperwhite vs Kobo Clara 2E', items = '["Kindle Paperwhite","Kobo Clara 2E"]'
  where id = 'pop_07';
update popular_comparisons set query = 'Sony WH-1000XM5 vs Bose QuietComfort Ultra Headphones',
  items = '["Sony WH-1000XM5","Bose QuietComfort Ultra Headphones"]'
  where id = 'pop_08';
update popular_comparisons set query = 'PostgreSQL vs MySQL', items = '["PostgreSQL","MySQL"]' where id = 'pop_09';
