// Newer variants of catalogue items and the Turkish streaming services people compare with
// Netflix (see devices.ts for what the figures mean). Left out on purpose: Sony WH-1000XM6 (launched
// in May 2025, weeks before CATALOGUE_AS_OF, with no settled Türkiye price), iPhone 16e and Redmi
// Note 14 Pro (no Türkiye price certain enough for the catalogue's date).
import { claim, L, type CatalogueEntry, inCategory } from '../types';

const phone = inCategory('phone');
const reader = inCategory('ereader');
const shoe = inCategory('running_shoes');
const video = inCategory('video_streaming');

const PLASTIC_GLASS = L('Plastic frame, glass back', 'Plastik çerçeve, cam arka kapak');

export const VARIANTS: readonly CatalogueEntry[] = [
  phone({
    id: 'redmi-note-13-pro',
    name: 'Xiaomi Redmi Note 13 Pro',
    brand: 'Xiaomi',
    aliases: ['redmi note 13 pro', 'redmi note13 pro', 'note 13 pro'],
    year: 2024,
    price: { model: 'one_off', amount: 15_000 },
    rating: 4.4,
    scores: [8.0, 8.2, 7.4, 8.4],
    specs: {
      display: L('6.67″ AMOLED, 120 Hz', '6,67″ AMOLED, 120 Hz'),
      chip: L('Helio G99-Ultra (4G) or Snapdragon 7s Gen 2 (5G)', 'Helio G99-Ultra (4G) veya Snapdragon 7s Gen 2 (5G)'),
      camera: '200 MP + 8 MP + 2 MP',
      battery: L('5000 mAh (4G) or 5100 mAh (5G)', '5000 mAh (4G) veya 5100 mAh (5G)'),
    },
    unstated: ['updates', 'weight'],
    physical: { materials: PLASTIC_GLASS, colours: ['Midnight Black'] },
    pro: claim('A 200 MP main camera at a mid-range price', 'Orta segment fiyata 200 MP ana kamera', 'pricing', {
      row: 'camera',
      has: '200 MP',
    }),
    con: claim('Two versions with different chips share the name', 'Aynı adı farklı işlemcili iki sürüm taşıyor', {
      row: 'chip',
      has: L('or Snapdragon', 'veya Snapdragon'),
    }),
  }),
  phone({
    id: 'poco-x6-pro',
    name: 'POCO X6 Pro',
    brand: 'POCO',
    aliases: ['poco x6 pro 5g', 'xiaomi poco x6 pro', 'pocox6pro', 'x6 pro'],
    year: 2024,
    price: { model: 'one_off', amount: 17_000 },
    rating: 4.4,
    scores: [7.8, 8.0, 8.8, 8.4],
    specs: {
      display: L('6.67″ AMOLED, 1.5K, 120 Hz', '6,67″ AMOLED, 1.5K, 120 Hz'),
      chip: 'Dimensity 8300-Ultra',
      camera: '64 MP + 8 MP + 2 MP',
      battery: '5000 mAh',
    },
    // Its weight differs by back (plastic or faux leather): no one figure printed.
    unstated: ['updates', 'weight'],
    physical: { materials: L('Plastic frame', 'Plastik çerçeve'), colours: ['Black', 'Grey', 'Yellow'] },
    pro: claim(
      'Dimensity 8300-Ultra, a fast chip for games',
      'Oyunlarda hızlı Dimensity 8300-Ultra işlemci',
      'performance',
      {
        row: 'chip',
        has: 'Dimensity 8300-Ultra',
      },
    ),
    con: claim('HyperOS comes with preinstalled apps', "HyperOS'ta önceden yüklü uygulamalar var", 'usability'),
  }),
  phone({
    id: 'galaxy-a15',
    name: 'Samsung Galaxy A15',
    brand: 'Samsung',
    aliases: ['galaxy a15', 'samsung a15', 'a15'],
    year: 2023,
    price: { model: 'one_off', amount: 8_500 },
    rating: 4.3,
    scores: [7.4, 8.2, 6.8, 8.4],
    specs: {
      display: L('6.5″ Super AMOLED, 90 Hz', '6,5″ Super AMOLED, 90 Hz'),
      chip: L('Helio G99 (LTE) or Dimensity 6100+ (5G)', 'Helio G99 (LTE) veya Dimensity 6100+ (5G)'),
      camera: '50 MP + 5 MP + 2 MP',
      battery: '5000 mAh',
    },
    unstated: ['updates', 'weight'],
    physical: { materials: L('Plastic frame and back', 'Plastik çerçeve ve arka kapak'), colours: ['Yellow'] },
    pro: claim('An AMOLED screen at an entry-level price', 'Giriş seviyesi fiyata AMOLED ekran', 'pricing', {
      row: 'display',
      has: 'AMOLED',
    }),
    con: claim(
      'Entry-level chip for games and heavy apps',
      'Oyun ve ağır uygulamalar için giriş seviyesi işlemci',
      'performance',
    ),
  }),
  reader({
    id: 'kobo-libra-2',
    name: 'Kobo Libra 2',
    brand: 'Rakuten Kobo',
    aliases: ['libra 2', 'rakuten kobo libra 2', 'kobo libra2', 'libra2'],
    year: 2021,
    price: { model: 'one_off', amount: 8_000 },
    rating: 4.6,
    scores: [8.6, 8.6, 8.4, 7.8],
    specs: {
      display: L('7″ E Ink Carta 1200, 300 ppi', '7″ E Ink Carta 1200, 300 ppi'),
      light: L('ComfortLight PRO warm light', 'ComfortLight PRO sıcak ışık'),
      waterproof: 'IPX8',
      storage: '32 GB',
      formats: L('EPUB, PDF and more', 'EPUB, PDF ve diğerleri'),
      weight: '215 g',
    },
    physical: {
      materials: L('Plastic, page-turn buttons', 'Plastik, sayfa çevirme tuşları'),
      colours: ['Black', 'White'],
    },
    pro: claim('Page-turn buttons and a 7″ screen', 'Sayfa çevirme tuşları ve 7″ ekran', 'usability', {
      row: 'display',
      has: '7″',
    }),
    con: claim('Heavier than the 6″ Clara models', '6″ Clara modellerinden ağır', { row: 'weight', has: '215 g' }),
  }),
  reader({
    id: 'kobo-clara-colour',
    name: 'Kobo Clara Colour',
    brand: 'Rakuten Kobo',
    aliases: ['clara colour', 'kobo clara color', 'rakuten kobo clara colour', 'clara color'],
    year: 2024,
    price: { model: 'one_off', amount: 6_500 },
    rating: 4.4,
    scores: [8.4, 8.5, 8.0, 8.0],
    specs: {
      display: L('6″ Kaleido 3 colour E Ink', '6″ Kaleido 3 renkli E Ink'),
      light: L('ComfortLight PRO warm light', 'ComfortLight PRO sıcak ışık'),
      waterproof: 'IPX8',
      storage: '16 GB',
      formats: L('EPUB, PDF and more', 'EPUB, PDF ve diğerleri'),
    },
    unstated: ['weight'],
    physical: {
      materials: L('Recycled plastic', 'Geri dönüştürülmüş plastik'),
      colours: ['Black', 'White'],
      eco: true,
    },
    pro: claim('Colour covers and comics on a 6″ screen', '6″ ekranda renkli kapaklar ve çizgi romanlar', {
      row: 'display',
      has: L('colour', 'renkli'),
    }),
    con: claim('Colours are paler than on a tablet', 'Renkler bir tablettekinden soluk', {
      row: 'display',
      has: 'Kaleido 3',
    }),
  }),
  shoe({
    id: 'asics-novablast-4',
    name: 'Asics Novablast 4',
    brand: 'Asics',
    aliases: ['novablast 4', 'asics novablast', 'novablast', 'novablast4'],
    year: 2024,
    price: { model: 'one_off', amount: 5_500 },
    rating: 4.6,
    scores: [8.4, 8.6, 8.4, 8.2],
    specs: {
      cushioning: L('FF Blast Max foam', 'FF Blast Max köpük'),
      drop: '8 mm',
      use: L('Daily training and easy runs', 'Günlük antrenman ve rahat koşular'),
    },
    unstated: ['weight'],
    physical: {
      materials: L('Engineered mesh upper, rubber outsole', 'Örme file (mesh) üst, kauçuk dış taban'),
      colours: ['Black', 'White'],
    },
    pro: claim(
      'Bouncy FF Blast Max foam with an 8 mm drop',
      '8 mm drop ile esnek FF Blast Max köpük',
      { row: 'cushioning', has: 'FF Blast Max' },
      { row: 'drop', has: '8 mm' },
    ),
    con: claim(
      'No carbon plate: a daily trainer, not a racer',
      'Karbon plaka yok: yarış değil, günlük antrenman ayakkabısı',
      { row: 'use', has: L('Daily training', 'Günlük antrenman') },
    ),
  }),
  video({
    id: 'tabii',
    name: 'Tabii',
    brand: 'TRT',
    aliases: ['trt tabii', 'tabi', 'trt tabi', 'tabii platformu'],
    year: 2023,
    price: { model: 'free' },
    rating: 4.3,
    scores: [8.0, 8.2, 7.4, 9.0],
    specs: {
      ads: L('No ads', 'Reklamsız'),
      turkish: L(
        'TRT’s own series, films and documentaries, also dubbed into other languages',
        "TRT'nin kendi dizi, film ve belgeselleri; başka dillerde dublajla da",
      ),
    },
    unstated: ['uhd', 'streams', 'downloads'],
    pro: claim('Free, with no subscription and no ads', 'Ücretsiz; abonelik ve reklam yok', {
      row: 'ads',
      has: L('No ads', 'Reklamsız'),
    }),
    con: claim('Mostly TRT’s own productions', "Büyük ölçüde TRT'nin kendi yapımları", { row: 'turkish', has: 'TRT' }),
  }),
  video({
    // Packages range from entertainment to Süper Lig football: no single price.
    id: 'tod',
    name: 'TOD',
    brand: 'beIN Media Group',
    aliases: ['tod tv', 'tod bein', 'bein tod', 'todtv'],
    year: 0,
    price: { model: 'varies' },
    rating: 3.9,
    scores: [7.4, 7.4, 8.0, 7.0],
    specs: {
      turkish: L('Süper Lig football, and beIN’s films and series', 'Süper Lig maçları; beIN film ve dizileri'),
    },
    unstated: ['ads', 'uhd', 'streams', 'downloads'],
    pro: claim('Shows Süper Lig matches live', 'Süper Lig maçlarını canlı yayınlıyor', {
      row: 'turkish',
      has: 'Süper Lig',
    }),
    con: claim('Football needs its own, dearer package', 'Futbol için ayrı, daha pahalı paket gerekiyor', 'pricing'),
  }),
  video({
    // The plan price changed several times in 2024–2025: none certain enough to print.
    id: 'gain',
    name: 'Gain',
    brand: 'Gain Medya',
    aliases: ['gain tv', 'gain platformu', 'gain dizi'],
    year: 0,
    price: { model: 'varies' },
    rating: 3.8,
    scores: [7.6, 7.8, 7.0, 7.2],
    specs: {
      turkish: L('Turkish originals, including short-form series', 'Kısa formatlı diziler dahil yerli yapımlar'),
    },
    unstated: ['ads', 'uhd', 'streams', 'downloads'],
    pro: claim('Turkish original series and films', 'Yerli orijinal dizi ve filmler', {
      row: 'turkish',
      has: L('Turkish originals', 'yerli yapımlar'),
    }),
    con: claim('A small catalogue beside Netflix’s', "Netflix'inkine göre küçük katalog", 'performance'),
  }),
];
