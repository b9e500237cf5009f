// Running shoes sold in Türkiye. Drop and foam are the makers' published figures; weights are for
// a men's size (about US 9–10) and rounded, since every size weighs differently. Prices are typical
// Türkiye shelf prices in TRY as of CATALOGUE_AS_OF, before campaign discounts.
import { claim, L, type CatalogueEntry, inCategory } from '../types';

const shoe = inCategory('running_shoes');

const MESH = L('Engineered mesh upper, rubber outsole', 'Örme file (mesh) üst, kauçuk dış taban');
const DAILY = L('Daily training and easy runs', 'Günlük antrenman ve rahat koşular');
const LONG = L('Long, easy runs with maximum cushioning', 'En yüksek yastıklamayla uzun, rahat koşular');

export const SHOES: readonly CatalogueEntry[] = [
  shoe({
    id: 'nike-pegasus-41',
    name: 'Nike Pegasus 41',
    brand: 'Nike',
    aliases: ['pegasus 41', 'nike air zoom pegasus 41', 'air zoom pegasus 41', 'pegasus41'],
    year: 2024,
    price: { model: 'one_off', amount: 5_300 },
    rating: 4.5,
    scores: [8.4, 8.6, 8.2, 8.2],
    specs: {
      cushioning: L(
        'ReactX foam with Air Zoom units front and back',
        'Önde ve arkada Air Zoom hava yastıklı ReactX köpük',
      ),
      drop: '10 mm',
      weight: L('About 285 g', 'Yaklaşık 285 g'),
      use: DAILY,
    },
    physical: { materials: MESH, colours: ['Black', 'White', 'Blue', 'Grey'] },
    pro: claim(
      'Comfortable and durable for daily training runs',
      'Günlük antrenman koşuları için rahat ve dayanıklı',
      'usability',
      'design',
    ),
    con: claim(
      'Heavier and firmer than newer foam trainers',
      'Yeni köpüklü rakiplerine göre daha ağır ve sert',
      'performance',
      { row: 'weight', has: '285 g' },
    ),
  }),
  shoe({
    id: 'adidas-adizero-sl',
    name: 'Adidas Adizero SL',
    brand: 'Adidas',
    aliases: ['adizero sl', 'adidas adizero sl'],
    year: 2022,
    price: { model: 'one_off', amount: 4_500 },
    rating: 4.4,
    scores: [8.2, 8.2, 8.4, 8.8],
    specs: {
      cushioning: L(
        'Lightstrike Pro in the forefoot over Lightstrike',
        'Ön ayakta Lightstrike Pro, altında Lightstrike',
      ),
      drop: L('About 8 mm', 'Yaklaşık 8 mm'),
      weight: L('About 250 g', 'Yaklaşık 250 g'),
      use: L('Faster training and tempo runs', 'Hızlı antrenman ve tempo koşuları'),
    },
    physical: { materials: MESH, colours: ['Black', 'White', 'Blue', 'Red'] },
    pro: claim('Light and quick for the price', 'Fiyatına göre hafif ve çevik', 'performance', 'pricing'),
    con: claim('Less cushioning for long, easy runs', 'Uzun ve sakin koşular için daha az yastıklama', 'usability'),
  }),
  shoe({
    id: 'adidas-ultraboost-light',
    name: 'Adidas Ultraboost Light',
    brand: 'Adidas',
    aliases: ['ultraboost light', 'ultraboost', 'ultra boost', 'adidas ultraboost'],
    year: 2023,
    price: { model: 'one_off', amount: 7_500 },
    rating: 4.4,
    scores: [8.8, 8.6, 7.6, 7.0],
    specs: {
      cushioning: 'Light BOOST',
      drop: '10 mm',
      weight: L('About 300 g', 'Yaklaşık 300 g'),
      use: L('Easy runs and all-day wear', 'Rahat koşular ve gün boyu kullanım'),
    },
    physical: {
      materials: L('Primeknit upper, Continental rubber outsole', 'Primeknit üst, Continental kauçuk dış taban'),
      colours: ['Black', 'White', 'Grey'],
    },
    pro: claim(
      'Soft, bouncy and smart enough for every day',
      'Yumuşak, esnek ve gündelik giyime de uygun',
      'usability',
      'design',
    ),
    con: claim(
      'Heavy for a running shoe at a high price',
      'Yüksek fiyatına karşın koşu ayakkabısı için ağır',
      'performance',
      'pricing',
    ),
  }),
  shoe({
    id: 'asics-gel-nimbus-26',
    name: 'Asics Gel-Nimbus 26',
    brand: 'Asics',
    aliases: ['gel-nimbus 26', 'gel nimbus 26', 'nimbus 26', 'asics nimbus 26'],
    year: 2024,
    price: { model: 'one_off', amount: 6_500 },
    rating: 4.6,
    scores: [8.6, 9.2, 8.0, 7.6],
    specs: {
      cushioning: L('FF Blast+ Eco foam with PureGEL in the heel', 'Topukta PureGEL ile FF Blast+ Eco köpük'),
      drop: '8 mm',
      weight: L('About 305 g', 'Yaklaşık 305 g'),
      use: LONG,
    },
    physical: { materials: MESH, colours: ['Black', 'White', 'Blue'] },
    pro: claim('Very soft and stable for long runs', 'Uzun koşularda çok yumuşak ve dengeli', 'usability'),
    con: claim('Heavy and pricey', 'Ağır ve pahalı', 'pricing', 'performance'),
  }),
  shoe({
    id: 'hoka-clifton-9',
    name: 'Hoka Clifton 9',
    brand: 'Hoka',
    aliases: ['clifton 9', 'hoka one one clifton 9'],
    year: 2023,
    price: { model: 'one_off', amount: 6_000 },
    rating: 4.6,
    scores: [8.2, 9.0, 8.4, 7.8],
    specs: {
      cushioning: L('Compression-moulded EVA foam', 'Sıkıştırılmış EVA köpük'),
      drop: '5 mm',
      weight: L('About 250 g', 'Yaklaşık 250 g'),
      use: DAILY,
    },
    physical: { materials: MESH, colours: ['Black', 'White', 'Blue', 'Orange'] },
    pro: claim('Plenty of cushioning for its weight', 'Ağırlığına göre bol yastıklama', 'usability'),
    con: claim('The rocker and low drop take getting used to', 'Kavisli taban ve düşük drop alışmayı gerektiriyor', {
      row: 'drop',
      has: '5 mm',
    }),
  }),
  shoe({
    id: 'new-balance-1080v14',
    name: 'New Balance 1080v14',
    brand: 'New Balance',
    aliases: ['1080v14', 'nb 1080v14', 'new balance 1080 v14', 'fresh foam x 1080v14'],
    year: 2024,
    price: { model: 'one_off', amount: 7_000 },
    rating: 4.5,
    scores: [8.6, 9.0, 8.0, 7.4],
    specs: {
      cushioning: 'Fresh Foam X',
      drop: '6 mm',
      weight: L('About 290 g', 'Yaklaşık 290 g'),
      use: LONG,
    },
    physical: { materials: MESH, colours: ['Black', 'White', 'Grey', 'Blue'] },
    pro: claim('Plush and roomy, good for wide feet', 'Yumuşak ve geniş kalıplı; geniş ayaklara uygun', 'usability'),
    con: claim('Not quick when you pick up the pace', 'Tempo artınca çevik değil', 'performance'),
  }),
  shoe({
    id: 'brooks-ghost-16',
    name: 'Brooks Ghost 16',
    brand: 'Brooks',
    aliases: ['ghost 16', 'brooks ghost16'],
    year: 2024,
    price: { model: 'one_off', amount: 5_500 },
    rating: 4.5,
    scores: [8.0, 8.8, 7.8, 8.2],
    specs: {
      cushioning: L('Nitrogen-infused DNA Loft v3 foam', 'Azotla işlenmiş DNA Loft v3 köpük'),
      drop: '12 mm',
      weight: L('About 285 g', 'Yaklaşık 285 g'),
      use: DAILY,
    },
    physical: { materials: MESH, colours: ['Black', 'White', 'Blue', 'Grey'] },
    pro: claim(
      'Smooth, predictable ride for beginners',
      'Yeni başlayanlar için yumuşak ve öngörülebilir sürüş',
      'usability',
      'performance',
    ),
    con: claim('A high 12 mm drop does not suit everyone', 'Yüksek 12 mm drop herkese uymuyor', {
      row: 'drop',
      has: '12 mm',
    }),
  }),
];
