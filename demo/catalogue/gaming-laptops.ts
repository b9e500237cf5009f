// Gaming laptops people in Türkiye compare, Monster (a Turkish brand) among them. Each comes in
// several versions (processor, graphics, screen); the rows state the version priced here where it is
// certain, and leave a row `unstated` where versions differ or the maker's figure is not certain.
// Prices: typical Türkiye shelf prices in TRY for an RTX 4050/4060 version as of CATALOGUE_AS_OF,
// before campaign discounts, rounded. Monster's year is 0: its Tulpar and Abra names carry a new
// version (V20.x …) every few months, so no one launch year is theirs.
import { claim, L, type CatalogueEntry, inCategory } from '../types';

const laptop = inCategory('laptop');

const PLASTIC = L('Plastic chassis', 'Plastik kasa');
// Told by the display row, which says what differs by version.
const SAME_NAME = claim(
  'Many versions share the name: check the exact processor and graphics',
  'Aynı adı birçok sürüm taşıyor: işlemciyi ve ekran kartını tek tek kontrol edin',
  { row: 'display', has: L('by version', 'sürüme göre') },
);

export const GAMING_LAPTOPS: readonly CatalogueEntry[] = [
  laptop({
    id: 'lenovo-legion-5',
    name: 'Lenovo Legion 5',
    brand: 'Lenovo',
    aliases: ['legion 5', 'lenovo legion 5 gen 9', 'legion 5 16irx9', 'legion 5i'],
    year: 2024,
    price: { model: 'one_off', amount: 70_000 },
    rating: 4.6,
    scores: [8.4, 8.2, 9.0, 7.6],
    specs: {
      display: L('16″ 2560×1600 IPS, 165 Hz', '16″ 2560×1600 IPS, 165 Hz'),
      chip: 'Intel Core i7-14650HX + GeForce RTX 4060',
      battery: '80 Wh',
    },
    unstated: ['memory', 'storage', 'weight'],
    physical: { materials: L('Aluminium lid, plastic base', 'Alüminyum kapak, plastik gövde'), colours: ['Grey'] },
    pro: claim(
      'Core i7 HX processor with RTX 4060 graphics',
      'Core i7 HX işlemci ve RTX 4060 ekran kartı',
      'performance',
      {
        row: 'chip',
        has: 'i7-14650HX',
      },
    ),
    con: claim(
      'Costs more than the TUF Gaming A15 and the Katana 15',
      "TUF Gaming A15 ve Katana 15'ten pahalı",
      'pricing',
    ),
  }),
  laptop({
    id: 'monster-tulpar-t5',
    name: 'Monster Tulpar T5',
    brand: 'Monster',
    aliases: ['tulpar t5', 'monster tulpar', 'tulpar', 'monster notebook tulpar t5', 'tulpar t5 v'],
    year: 0,
    price: { model: 'one_off', amount: 55_000 },
    rating: 4.3,
    scores: [7.8, 8.0, 8.8, 8.0],
    specs: {
      display: L('15.6″ (refresh rate by version)', '15,6″ (yenileme hızı sürüme göre)'),
    },
    unstated: ['chip', 'memory', 'storage', 'battery', 'weight'],
    physical: { materials: PLASTIC, colours: ['Black'] },
    pro: claim(
      'Strong gaming performance for its price, from a Turkish brand',
      'Fiyatına göre güçlü oyun performansı; yerli marka',
      'performance',
      'pricing',
    ),
    con: SAME_NAME,
  }),
  laptop({
    id: 'monster-abra-a5',
    name: 'Monster Abra A5',
    brand: 'Monster',
    aliases: ['abra a5', 'monster abra', 'abra', 'monster notebook abra a5', 'abra a5 v'],
    year: 0,
    price: { model: 'one_off', amount: 40_000 },
    rating: 4.2,
    scores: [7.4, 7.8, 8.0, 8.4],
    specs: {
      display: L('15.6″ (refresh rate by version)', '15,6″ (yenileme hızı sürüme göre)'),
    },
    unstated: ['chip', 'memory', 'storage', 'battery', 'weight'],
    physical: { materials: PLASTIC, colours: ['Black'] },
    pro: claim(
      'Turkish brand’s entry gaming laptop, cheaper than the Tulpar',
      "Yerli markanın giriş seviyesi oyun dizüstüsü; Tulpar'dan ucuz",
      'pricing',
    ),
    con: SAME_NAME,
  }),
  laptop({
    id: 'asus-tuf-a15',
    name: 'ASUS TUF Gaming A15',
    brand: 'ASUS',
    aliases: ['tuf gaming a15', 'asus tuf a15', 'tuf a15', 'asus tuf gaming', 'asus tuf', 'fa507'],
    year: 2023,
    price: { model: 'one_off', amount: 50_000 },
    rating: 4.4,
    scores: [7.8, 8.0, 8.6, 8.2],
    specs: {
      display: L('15.6″ 1920×1080 IPS, 144 Hz', '15,6″ 1920×1080 IPS, 144 Hz'),
      chip: 'AMD Ryzen 7 7735HS + GeForce RTX 4060',
      battery: '90 Wh',
    },
    unstated: ['memory', 'storage', 'weight'],
    physical: { materials: PLASTIC, colours: ['Grey'] },
    pro: claim('A large 90 Wh battery for a gaming laptop', 'Bir oyun dizüstüsü için büyük, 90 Wh pil', {
      row: 'battery',
      has: '90 Wh',
    }),
    con: claim(
      'A 1080p, 144 Hz screen, where the Legion 5 has 2560×1600 at 165 Hz',
      "1080p, 144 Hz ekran; Legion 5'te 2560×1600 ve 165 Hz",
      { row: 'display', has: '144 Hz' },
    ),
  }),
  laptop({
    id: 'asus-rog-strix-g16',
    name: 'ASUS ROG Strix G16',
    brand: 'ASUS',
    aliases: ['rog strix g16', 'strix g16', 'asus rog strix', 'rog strix', 'g614'],
    year: 2024,
    price: { model: 'one_off', amount: 75_000 },
    rating: 4.5,
    scores: [8.6, 8.0, 9.2, 7.2],
    specs: {
      display: L('16″ IPS, 165 or 240 Hz by version', '16″ IPS, sürüme göre 165 veya 240 Hz'),
      battery: '90 Wh',
    },
    unstated: ['chip', 'memory', 'storage', 'weight'],
    physical: { materials: PLASTIC, colours: ['Grey'] },
    pro: claim(
      'Intel HX processors and up to a 240 Hz screen',
      'Intel HX işlemciler ve 240 Hz’e kadar ekran',
      'performance',
      {
        row: 'display',
        has: '240 Hz',
      },
    ),
    con: claim(
      'Costs more than the TUF Gaming A15 and the Legion 5',
      "TUF Gaming A15 ve Legion 5'ten pahalı",
      'pricing',
    ),
  }),
  laptop({
    id: 'msi-katana-15',
    name: 'MSI Katana 15',
    brand: 'MSI',
    aliases: ['katana 15', 'msi katana', 'katana', 'msi katana 15 b13v'],
    year: 2023,
    price: { model: 'one_off', amount: 45_000 },
    rating: 4.2,
    scores: [7.4, 7.8, 8.6, 8.4],
    specs: {
      display: L('15.6″ 1920×1080 IPS, 144 Hz', '15,6″ 1920×1080 IPS, 144 Hz'),
      chip: 'Intel Core i7-13620H + GeForce RTX 4060',
      battery: L('53.5 Wh', '53,5 Wh'),
    },
    unstated: ['memory', 'storage', 'weight'],
    physical: { materials: PLASTIC, colours: ['Black'] },
    pro: claim(
      'RTX 4060 graphics for less than the Legion 5 or the TUF',
      "Legion 5 ve TUF'tan ucuza RTX 4060 ekran kartı",
      'pricing',
      { row: 'chip', has: 'RTX 4060' },
    ),
    con: claim('Small 53.5 Wh battery', 'Küçük, 53,5 Wh pil', { row: 'battery', has: L('53.5 Wh', '53,5 Wh') }),
  }),
  laptop({
    id: 'hp-victus-16',
    name: 'HP Victus 16',
    brand: 'HP',
    aliases: ['victus 16', 'hp victus', 'victus'],
    year: 2023,
    price: { model: 'one_off', amount: 45_000 },
    rating: 4.2,
    scores: [7.6, 8.0, 8.2, 8.2],
    specs: {
      display: L(
        '16.1″ IPS, resolution and refresh rate by version',
        '16,1″ IPS, çözünürlük ve yenileme hızı sürüme göre',
      ),
    },
    unstated: ['chip', 'memory', 'storage', 'battery', 'weight'],
    physical: { materials: PLASTIC, colours: [] },
    pro: claim('A 16.1″ screen in an entry gaming laptop', 'Giriş seviyesi bir oyun dizüstüsünde 16,1″ ekran', {
      row: 'display',
      has: L('16.1″', '16,1″'),
    }),
    con: claim(
      'Screen and processor differ by version: check the exact one',
      'Ekran ve işlemci sürüme göre değişiyor: aldığınız sürümü kontrol edin',
      { row: 'display', has: L('by version', 'sürüme göre') },
    ),
  }),
  laptop({
    id: 'hp-omen-16',
    name: 'HP Omen 16',
    brand: 'HP',
    aliases: ['omen 16', 'hp omen', 'omen'],
    year: 2023,
    price: { model: 'one_off', amount: 65_000 },
    rating: 4.4,
    scores: [8.4, 8.0, 8.8, 7.4],
    specs: {
      display: L('16.1″ IPS, 165 Hz or faster by version', '16,1″ IPS, sürüme göre 165 Hz veya üzeri'),
      battery: '83 Wh',
    },
    unstated: ['chip', 'memory', 'storage', 'weight'],
    physical: { materials: L('Plastic and metal chassis', 'Plastik ve metal kasa'), colours: ['Black'] },
    pro: claim('A large 83 Wh battery', 'Büyük, 83 Wh pil', { row: 'battery', has: '83 Wh' }),
    con: claim('Costs more than the Victus and the Katana', "Victus ve Katana'dan pahalı", 'pricing'),
  }),
];
