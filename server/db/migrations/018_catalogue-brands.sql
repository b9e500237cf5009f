-- What the catalogue records of each brand, by the name its items give as their brand: today what
-- the maker says it does for the environment, in both languages, with the date it was read and
-- where it was said (a page: source_url and source_title; or the editors' own summary: both null).
-- A report repeats the claim only with that source. Filled from catalogue/brands.yaml by the seed
-- and by `npm run catalogue:import`.
create table catalogue_brands (
  id text primary key,
  sustainability_en text not null,
  sustainability_tr text not null,
  as_of date not null,
  source_url text,
  source_title text,
  check ((source_url is null) = (source_title is null))
);
