-- The catalogue as data: families of categories with the criteria their items are scored on,
-- categories with their attributes (spec rows), items, and each item's facts. Every fact says what
-- kind of figure it is, as of when, and where it comes from: a page (source_url and source_title)
-- or the editors' estimate (both null). Filled from catalogue/*.yaml by the seed and by
-- `npm run catalogue:import`; each row's id is the data files' own key, so an import can tell
-- what it adds, changes and removes.
create table catalogue_families (
  id text primary key,
  year_label_en text,
  year_label_tr text,
  founded boolean not null default false,
  check ((year_label_en is null) = (year_label_tr is null))
);

create table catalogue_criteria (
  id text primary key,
  family_id text not null references catalogue_families (id) on delete cascade,
  criterion text not null,
  position integer not null,
  label_en text not null,
  label_tr text not null,
  use_case_en text not null,
  use_case_tr text not null,
  unique (family_id, criterion)
);

create table catalogue_categories (
  id text primary key,
  family_id text not null references catalogue_families (id),
  position integer not null,
  one_en text not null,
  one_tr text not null,
  many_en text not null,
  many_tr text not null,
  physical boolean not null,
  band_low double precision,
  band_high double precision,
  typical_one_off double precision,
  typical_monthly double precision,
  example_first text not null,
  example_second text not null,
  pattern text not null
);

create table catalogue_attributes (
  id text primary key,
  category_id text not null references catalogue_categories (id) on delete cascade,
  key text not null,
  position integer not null,
  label_en text not null,
  label_tr text not null,
  unique (category_id, key)
);

create table catalogue_items (
  id text primary key,
  category_id text not null references catalogue_categories (id),
  position integer not null,
  name text not null,
  name_tr text,
  brand text not null,
  aliases jsonb not null,
  variant_of text references catalogue_items (id) on delete set null deferrable initially deferred,
  official boolean not null default true,
  unstated jsonb,
  physical jsonb,
  pro jsonb not null,
  con jsonb not null
);
create index catalogue_items_category_idx on catalogue_items (category_id, position);

create table catalogue_facts (
  id text primary key,
  item_id text not null references catalogue_items (id) on delete cascade,
  attribute text not null,
  kind text not null check (kind in ('specification', 'measured', 'price', 'rating', 'estimate')),
  position integer not null,
  value_number double precision,
  value_text text,
  value_en text,
  value_tr text,
  unit text,
  price_model text check (price_model in ('one_off', 'monthly', 'free', 'varies')),
  market text,
  currency text,
  as_of date not null,
  source_url text,
  source_title text,
  check ((source_url is null) = (source_title is null)),
  check ((value_en is null) = (value_tr is null)),
  check ((kind = 'price') = (price_model is not null and market is not null and currency is not null))
);
create index catalogue_facts_item_idx on catalogue_facts (item_id, position);
