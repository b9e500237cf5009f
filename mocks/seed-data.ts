// Static data of the mock backend: the packages (copied from the example rows in openapi.yaml),
// the popular comparisons and the queries the seeded history is built from.
import type { CompareFeature, Package, PopularComparison } from '@/api/generated/model';

export const PACKAGES: readonly Package[] = [
  {
    id: 1,
    name: 'Level_1',
    description: 'Start comparing for free | Ücretsiz karşılaştırmaya başlayın',
    price: 0,
    currency: 'TRY',
    compare_limit: 5,
    message_limit: 0,
    conversation_limit: 0,
    features: ['basic_comparisons_only', 'summary_response_only', 'ad_supported'],
    detail_level: 'summary',
    priority_support: false,
    advanced_reporting: false,
    custom_enterprise_solutions: false,
  },
  {
    id: 2,
    name: 'Level_2',
    description: 'More comparisons without ads | Reklamsız daha fazla karşılaştırma',
    price: 149.9,
    currency: 'TRY',
    compare_limit: 30,
    message_limit: 0,
    conversation_limit: 0,
    features: ['basic_comparisons_only', 'summary_response_only', 'ad_free'],
    detail_level: 'summary',
    priority_support: false,
    advanced_reporting: false,
    custom_enterprise_solutions: false,
  },
  {
    id: 3,
    name: 'Level_3',
    description: 'Detailed comparisons with selectable features | Seçilebilir özelliklerle detaylı karşılaştırmalar',
    price: 299.9,
    currency: 'TRY',
    compare_limit: 100,
    message_limit: 0,
    conversation_limit: 0,
    features: [
      'selectable_features',
      'summary_and_detailed_response',
      'ad_free',
      'deep_sentiment_analysis',
      'graphical_representation',
    ],
    detail_level: 'detailed',
    priority_support: false,
    advanced_reporting: true,
    custom_enterprise_solutions: false,
  },
  {
    id: 4,
    name: 'Level_4',
    description:
      'Everything unlimited, including the AI chat assistant | Yapay zekâ sohbet asistanı dahil her şey sınırsız',
    price: 599.9,
    currency: 'TRY',
    compare_limit: 'unlimited',
    message_limit: 'unlimited',
    conversation_limit: 'unlimited',
    features: [
      'all_features_active',
      'selectable_features',
      'summary_and_detailed_response',
      'ad_free',
      'deep_sentiment_analysis',
      'personalized_score',
      'graphical_representation',
      'pdf_csv_export',
    ],
    detail_level: 'detailed',
    priority_support: true,
    advanced_reporting: true,
    custom_enterprise_solutions: true,
  },
];

const popular = (n: number, a: string, b: string, votes: number): PopularComparison => ({
  id: `pop_${String(n).padStart(2, '0')}`,
  query: `${a} vs ${b}`,
  items: [a, b],
  votes,
});

/** Most voted first, as GET /api/popular-comparisons returns them. Every item is in the demo catalogue. */
export const POPULAR_COMPARISONS: readonly PopularComparison[] = [
  popular(1, 'iPhone 15', 'Samsung Galaxy S24', 2530),
  popular(2, 'PlayStation 5', 'Xbox Series X', 2104),
  popular(3, 'MacBook Air M3', 'Dell XPS 13', 1876),
  popular(4, 'Netflix', 'Disney+', 1652),
  popular(5, 'Spotify', 'Apple Music', 1490),
  popular(6, 'Tesla Model 3', 'BMW i4', 1233),
  popular(7, 'Kindle Paperwhite', 'Kobo Clara 2E', 987),
  popular(8, 'Sony WH-1000XM5', 'Bose QuietComfort Ultra Headphones', 845),
  popular(9, 'PostgreSQL', 'MySQL', 712),
];

/**
 * Queries people actually type, in both languages' styles (the separators differ). Every item is
 * in the demo catalogue, so the seeded history reads right.
 */
export const SEED_QUERIES: readonly string[] = [
  'iPhone 15 vs Samsung Galaxy S24',
  'PlayStation 5 vs Xbox Series X',
  'MacBook Air M3 ve Dell XPS 13',
  'Netflix, Disney+ ve HBO Max',
  'Spotify vs Apple Music',
  'Tesla Model 3 ile BMW i4',
  'Kindle Paperwhite vs Kobo Clara 2E',
  'PostgreSQL vs MySQL',
  'Garanti BBVA ve Enpara.com',
  'Dyson V15 Detect vs Xiaomi Vacuum Cleaner G10',
  'AirPods Pro 2 vs Sony WF-1000XM5',
  'Google Pixel 8 ile iPhone 15',
  'iPad Air vs Samsung Galaxy Tab S9',
  'Garmin Forerunner 265 vs Apple Watch Series 9',
  'Nintendo Switch OLED vs Steam Deck OLED',
  'Philips Airfryer XXL ve Xiaomi Mi Smart Air Fryer',
  'Canon EOS R50 vs Sony ZV-E10',
  'YouTube Premium vs Netflix',
  'React, Vue ve Svelte',
  'Istanbul vs Cappadocia',
  'Renault Clio ile Toyota Corolla',
  'Lenovo ThinkPad X1 Carbon vs MacBook Pro 14',
  'Samsung Galaxy S24 Ultra vs iPhone 15 Pro Max',
  'Python vs Go',
  'Roborock S8 ve iRobot Roomba j7',
  'AWS vs Google Cloud',
  'Togg T10X vs Tesla Model Y',
  'Apple Watch Series 9 ve Samsung Galaxy Watch6',
  'Sony WH-1000XM5 vs Bose QuietComfort Ultra Headphones',
  'Akbank, Yapı Kredi ve İş Bankası',
  'LG C3 OLED vs Samsung S90C',
  'Xiaomi Redmi Note 13 vs Samsung Galaxy A55',
  'MongoDB vs PostgreSQL',
  'Peugeot 2008 ile Hyundai Bayon',
  "De'Longhi Magnifica S vs Philips 3200 LatteGo",
  'Antalya vs Bodrum',
];

/** Feature and detail-level mixes cycled through the Level_3 / Level_4 seed history. */
export const ADVANCED_MIXES: readonly { features: CompareFeature[]; isDetailed: boolean }[] = [
  { features: [], isDetailed: false },
  { features: ['price', 'performance'], isDetailed: true },
  { features: [], isDetailed: true },
  { features: ['sentiment', 'design', 'usability'], isDetailed: false },
  {
    features: ['sentiment', 'security_and_privacy', 'sustainability', 'price', 'performance', 'usability', 'design'],
    isDetailed: true,
  },
];
