// Everyday comparisons the catalogue missed (issue 24): older iPhones still sold new in Türkiye,
// small cars, robot vacuums beyond the flagship, and e-readers you write on. Same rules as
// devices.ts: a typical Türkiye shelf price in TRY as of CATALOGUE_AS_OF, rounded, because a buyer
// weighs a product against its price (a seller's stock, a car's list price moving with ÖTV and the
// exchange rate, an import: each still has a typical figure); figures a maker does not publish are
// left unstated.
import { claim, L, type CatalogueEntry, inCategory } from '../types';
import { CAR_BODY } from './cars';
import { APPLE_UPDATES, GLASS_ALU } from './devices';

const phone = inCategory('phone');
const car = inCategory('car');
const appliance = inCategory('appliance');
const reader = inCategory('ereader');

const PLASTIC = L('Plastic', 'Plastik');
const ROBOT_MOP = L('Robot vacuum and mop', 'Robot süpürge ve paspas');
const HATCHBACK = 'Hatchback';

export const EVERYDAY: readonly CatalogueEntry[] = [
  // Apple stopped selling the iPhone 13 in September 2024 and the iPhone 14 in February 2025; sellers'
  // remaining stock is what is bought new, priced here at a typical seller's 128 GB price. Apple
  // publishes no mAh.
  phone({
    id: 'iphone-13',
    name: 'iPhone 13',
    brand: 'Apple',
    aliases: ['apple iphone 13', 'iphone13'],
    year: 2021,
    price: { model: 'one_off', amount: 42_000 },
    rating: 4.6,
    scores: [8.2, 8.9, 8.0, 7.8],
    specs: {
      display: L('6.1″ OLED, 60 Hz', '6,1″ OLED, 60 Hz'),
      chip: 'Apple A15 Bionic',
      camera: '12 MP + 12 MP',
      updates: APPLE_UPDATES,
      weight: '173 g',
    },
    unstated: ['battery'],
    physical: { materials: GLASS_ALU, colours: ['Midnight', 'Starlight', 'Blue', 'Pink', 'Green', 'Red'] },
    pro: claim(
      'Still smooth in everyday use, with the A15 chip',
      'A15 çipiyle günlük kullanımda hâlâ akıcı',
      'performance',
      { row: 'chip', has: 'A15' },
    ),
    con: claim('Lightning port and a 60 Hz screen', 'Lightning girişi ve 60 Hz ekran', {
      row: 'display',
      has: '60 Hz',
    }),
  }),
  phone({
    id: 'iphone-14',
    name: 'iPhone 14',
    brand: 'Apple',
    aliases: ['apple iphone 14', 'iphone14'],
    year: 2022,
    price: { model: 'one_off', amount: 50_000 },
    rating: 4.6,
    scores: [8.3, 8.9, 8.1, 7.6],
    specs: {
      display: L('6.1″ OLED, 60 Hz', '6,1″ OLED, 60 Hz'),
      chip: L('Apple A15 Bionic (5-core GPU)', 'Apple A15 Bionic (5 çekirdekli GPU)'),
      camera: '12 MP + 12 MP',
      updates: APPLE_UPDATES,
      weight: '172 g',
    },
    unstated: ['battery'],
    physical: { materials: GLASS_ALU, colours: ['Midnight', 'Starlight', 'Blue', 'Purple', 'Yellow', 'Red'] },
    pro: claim('Crash Detection, and smooth in everyday use', 'Kaza Algılama; günlük kullanımda akıcı', 'performance'),
    con: claim(
      'Same chip as the iPhone 13, with a 60 Hz screen',
      'iPhone 13 ile aynı çip; ekran 60 Hz',
      { row: 'chip', has: 'A15' },
      { row: 'display', has: '60 Hz' },
    ),
  }),

  // Small cars sold in Türkiye. List prices moved every month in 2025 with ÖTV brackets and the
  // exchange rate, so none is printed; consumption and 0–100 differ by engine and are left unstated.
  car({
    id: 'peugeot-208',
    name: 'Peugeot 208',
    brand: 'Peugeot',
    aliases: ['208', 'peugeot208', 'pejo 208', 'yeni 208'],
    year: 2019,
    price: { model: 'one_off', amount: 1_250_000 },
    rating: 4.3,
    scores: [8.6, 7.9, 7.4, 7.8],
    specs: {
      powertrain: L('1.2 PureTech petrol (100 hp in most trims)', '1.2 PureTech benzinli (çoğu donanımda 100 hp)'),
      body: HATCHBACK,
    },
    unstated: ['range', 'acceleration', 'built'],
    physical: { materials: CAR_BODY, colours: ['Okenite White', 'Perla Black', 'Vertigo Blue', 'Elixir Red'] },
    pro: claim('Striking design and a compact i-Cockpit', 'Göz alıcı tasarım ve kompakt i-Cockpit', 'design'),
    con: claim('Tight rear seats for adults', 'Arka koltuklar yetişkinler için dar', 'usability'),
  }),
  car({
    id: 'toyota-yaris-cross',
    name: 'Toyota Yaris Cross',
    brand: 'Toyota',
    aliases: ['yaris cross', 'toyota yaris cross hybrid', 'yaris cross hybrid'],
    year: 2021,
    price: { model: 'one_off', amount: 1_650_000 },
    rating: 4.4,
    scores: [8.0, 8.5, 7.2, 8.0],
    specs: {
      powertrain: L(
        '1.5 hybrid, 116 hp (130 hp version from 2024)',
        '1.5 hibrit, 116 hp (2024’ten itibaren 130 hp sürümü de var)',
      ),
      body: L('Small crossover', 'Küçük crossover'),
      built: L('Valenciennes, France', 'Valenciennes, Fransa'),
    },
    unstated: ['range', 'acceleration'],
    physical: { materials: CAR_BODY, colours: ['White', 'Black', 'Grey', 'Red'] },
    pro: claim(
      'Frugal self-charging hybrid in town',
      'Şehir içinde az yakan, kendi kendini şarj eden hibrit',
      'efficiency',
    ),
    con: claim('Engine gets loud when pushed', 'Zorlandığında motor sesi yükseliyor', 'performance'),
  }),
  car({
    id: 'opel-corsa',
    name: 'Opel Corsa',
    brand: 'Opel',
    aliases: ['corsa', 'opel corsa f'],
    year: 2019,
    price: { model: 'one_off', amount: 1_150_000 },
    rating: 4.2,
    scores: [7.8, 8.4, 7.2, 8.0],
    specs: {
      powertrain: L('1.2 petrol, 75 hp or 100 hp (turbo)', '1.2 benzinli, 75 hp veya 100 hp (turbo)'),
      body: HATCHBACK,
      built: L('Zaragoza, Spain', 'Zaragoza, İspanya'),
    },
    unstated: ['range', 'acceleration'],
    physical: { materials: CAR_BODY, colours: ['White', 'Black', 'Grey', 'Red'] },
    pro: claim('Easy to drive and park in town', 'Şehirde sürmesi ve park etmesi kolay', 'usability'),
    con: claim('Plain cabin plastics', 'Kabinde sıradan plastikler', 'design'),
  }),

  // Robot vacuums below and beside the Roborock S8 (home.ts). Prices vary widely by seller and
  // campaign, and makers publish bin sizes and runtimes per version: left unstated when not certain.
  appliance({
    id: 'roborock-q7-max',
    name: 'Roborock Q7 Max',
    brand: 'Roborock',
    aliases: ['roborock q7max', 'q7 max'],
    year: 2022,
    price: { model: 'one_off', amount: 14_000 },
    rating: 4.5,
    scores: [8.2, 8.6, 8.4, 8.6],
    specs: {
      type: ROBOT_MOP,
      power: '4200 Pa',
      feature: L('LiDAR mapping', 'LiDAR haritalama'),
      runtime: L('Up to 180 min', '180 dakikaya kadar'),
    },
    unstated: ['capacity'],
    physical: { materials: PLASTIC, colours: ['Black', 'White'] },
    pro: claim('Strong suction and LiDAR mapping', 'Güçlü emiş ve LiDAR haritalama', 'performance', {
      row: 'feature',
      has: 'LiDAR',
    }),
    con: claim(
      'The mop pad only drags; it does not scrub',
      'Paspas bezi yalnızca sürükleniyor, ovmuyor',
      'performance',
    ),
  }),
  appliance({
    id: 'roborock-q-revo',
    name: 'Roborock Q Revo',
    brand: 'Roborock',
    aliases: ['roborock qrevo', 'q revo', 'qrevo'],
    year: 2023,
    price: { model: 'one_off', amount: 26_000 },
    rating: 4.5,
    scores: [8.4, 8.8, 8.8, 8.2],
    specs: {
      type: ROBOT_MOP,
      power: '5500 Pa',
      feature: L(
        'Two spinning mops; a dock that empties the bin, washes and dries the mops',
        'İki dönen paspas; hazneyi boşaltan, paspasları yıkayıp kurutan istasyon',
      ),
    },
    unstated: ['capacity', 'runtime'],
    physical: { materials: PLASTIC, colours: ['Black', 'White'] },
    pro: claim(
      'The dock empties the bin and washes the mops for you',
      'İstasyon hazneyi boşaltıyor, paspasları sizin yerinize yıkıyor',
      'usability',
      { row: 'feature', has: L('washes', 'yıka') },
    ),
    con: claim('The dock is large and needs floor space', 'İstasyon büyük; yerde alan istiyor', 'design'),
  }),
  appliance({
    id: 'xiaomi-robot-vacuum-s10',
    name: 'Xiaomi Robot Vacuum S10',
    brand: 'Xiaomi',
    aliases: ['xiaomi s10', 'mi robot vacuum s10', 'xiaomi robot süpürge s10', 'xiaomi robot vacuum s 10'],
    year: 2022,
    price: { model: 'one_off', amount: 9_000 },
    rating: 4.3,
    scores: [7.8, 8.4, 7.8, 8.8],
    specs: {
      type: ROBOT_MOP,
      power: '4000 Pa',
      feature: L('Laser (LDS) mapping', 'Lazerli (LDS) haritalama'),
    },
    unstated: ['capacity', 'runtime'],
    physical: { materials: PLASTIC, colours: ['White'] },
    pro: claim('Laser mapping and mopping on a budget', 'Uygun bütçeyle lazerli haritalama ve paspas', 'pricing', {
      row: 'feature',
      has: 'LDS',
    }),
    con: claim(
      'No self-emptying dock: the bin is emptied by hand',
      'Kendini boşaltan istasyonu yok; hazne elle boşaltılıyor',
      'usability',
    ),
  }),

  // E-readers you write on with a pen. Neither is sold by its maker in Türkiye: they arrive as
  // imports, priced here at a typical importer's price, which follows the exchange rate.
  reader({
    id: 'kindle-scribe',
    name: 'Kindle Scribe',
    brand: 'Amazon',
    aliases: ['amazon kindle scribe', 'kindlescribe'],
    year: 2022,
    price: { model: 'one_off', amount: 18_000 },
    official: false,
    rating: 4.4,
    scores: [8.4, 8.6, 8.2, 7.4],
    specs: {
      display: L(
        '10.2″ E Ink, 300 ppi; write on it with the included pen',
        '10,2″ E Ink, 300 ppi; kutudan çıkan kalemle yazılabiliyor',
      ),
      light: L('Front light with warm tone', 'Sıcak tonlu ön ışık'),
      waterproof: L('No', 'Yok'),
      storage: L('16, 32 or 64 GB', '16, 32 veya 64 GB'),
      formats: L('Kindle formats and PDF; EPUB via Send to Kindle', 'Kindle biçimleri ve PDF; EPUB Send to Kindle ile'),
      weight: '433 g',
    },
    physical: { materials: L('Aluminium back', 'Alüminyum arka kapak'), colours: ['Tungsten'] },
    pro: claim(
      'A large 300 ppi screen to read and write on, pen included',
      'Okumak ve yazmak için büyük, 300 ppi ekran; kalem kutudan çıkıyor',
      'usability',
      { row: 'display', has: '300 ppi' },
    ),
    con: claim('Not sold officially in Türkiye', "Türkiye'de resmi satışı yok", 'unofficial'),
  }),
  reader({
    id: 'remarkable-2',
    name: 'reMarkable 2',
    brand: 'reMarkable',
    aliases: ['remarkable2', 'remarkable 2 tablet'],
    year: 2020,
    price: { model: 'one_off', amount: 22_000 },
    official: false,
    rating: 4.4,
    scores: [8.8, 8.0, 7.6, 7.0],
    specs: {
      display: L('10.3″ monochrome E Ink (CANVAS), 226 ppi', '10,3″ siyah-beyaz E Ink (CANVAS), 226 ppi'),
      light: L('None', 'Yok'),
      waterproof: L('No', 'Yok'),
      storage: '8 GB',
      formats: L('PDF and EPUB', 'PDF ve EPUB'),
      weight: L('403.5 g', '403,5 g'),
    },
    // One finish, sold under no colour name.
    physical: { materials: L('Aluminium', 'Alüminyum'), colours: [] },
    pro: claim(
      'Paper-like writing on a 4.7 mm-thin slate',
      '4,7 mm kalınlığında, kâğıt hissiyle yazılan ince tablet',
      'design',
    ),
    con: claim('No front light for reading in the dark', 'Karanlıkta okumak için ön ışığı yok', {
      row: 'light',
      has: L('None', 'Yok'),
    }),
  }),
];
