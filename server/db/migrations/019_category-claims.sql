-- What a report says of a category as a whole, kept with the category's other data so an editor
-- changes it in the data files, not in code: its items' energy use (energy_en, energy_tr), the spec
-- row that says how far a charge or a tank goes (efficiency: an attribute's key), the security
-- features every item has (security: [{ en, tr }]) and its price words (price_notes: { free,
-- no_single_price, trend: { monthly, free, varies } }, each { en, tr }). Null: the category says none.
alter table catalogue_categories
  add column energy_en text,
  add column energy_tr text,
  add column efficiency text,
  add column security jsonb,
  add column price_notes jsonb,
  add constraint catalogue_categories_energy_check check ((energy_en is null) = (energy_tr is null));
