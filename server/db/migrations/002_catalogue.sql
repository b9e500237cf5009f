-- The package catalogue and the popular comparisons: product data every installation starts with
-- (the same rows as the contract's examples). Limits: null means unlimited.
insert into packages values
  (1, 'Level_1', 'Start comparing for free | Ücretsiz karşılaştırmaya başlayın', 0, 'TRY', 5, 0, 0, '["basic_comparisons_only","summary_response_only","ad_supported"]', 'summary', false, false, false),
  (2, 'Level_2', 'More comparisons without ads | Reklamsız daha fazla karşılaştırma', 149.9, 'TRY', 30, 0, 0, '["basic_comparisons_only","summary_response_only","ad_free"]', 'summary', false, false, false),
  (3, 'Level_3', 'Detailed comparisons with selectable features | Seçilebilir özelliklerle detaylı karşılaştırmalar', 299.9, 'TRY', 100, 0, 0, '["selectable_features","summary_and_detailed_response","ad_free","deep_sentiment_analysis","graphical_representation"]', 'detailed', false, true, false),
  (4, 'Level_4', 'Everything unlimited, including the AI chat assistant | Yapay zekâ sohbet asistanı dahil her şey sınırsız', 599.9, 'TRY', null, null, null, '["all_features_active","selectable_features","summary_and_detailed_response","ad_free","deep_sentiment_analysis","personalized_score","graphical_representation","pdf_csv_export"]', 'detailed', true, true, true);

insert into popular_comparisons values
  ('pop_01', 'iPhone 15 vs Samsung Galaxy S24', '["iPhone 15","Samsung Galaxy S24"]', 2530),
  ('pop_02', 'PlayStation 5 vs Xbox Series X', '["PlayStation 5","Xbox Series X"]', 2104),
  ('pop_03', 'MacBook Air M3 vs Dell XPS 13', '["MacBook Air M3","Dell XPS 13"]', 1876),
  ('pop_04', 'Netflix vs Disney+', '["Netflix","Disney+"]', 1652),
  ('pop_05', 'Spotify vs Apple Music', '["Spotify","Apple Music"]', 1490),
  ('pop_06', 'Tesla Model 3 vs BMW i4', '["Tesla Model 3","BMW i4"]', 1233),
  ('pop_07', 'Kindle vs Kobo', '["Kindle","Kobo"]', 987),
  ('pop_08', 'Nike Pegasus vs Adidas Ultraboost', '["Nike Pegasus","Adidas Ultraboost"]', 845),
  ('pop_09', 'Turkcell vs Vodafone', '["Turkcell","Vodafone"]', 712);
