// What the engine knows about each kind of thing: its name, whether it is a physical product,
// its spec rows, the words that give it away, and how its four scores are worded.
import { L, type Bi, type CategoryId } from './types';

export type Family =
  | 'device'
  | 'white_goods'
  | 'car'
  | 'streaming'
  | 'software'
  | 'bank'
  | 'travel'
  | 'city'
  | 'telecom'
  | 'assistant'
  | 'shoes'
  | 'shop'
  | 'delivery';
export type Criterion = 'design' | 'usability' | 'performance' | 'pricing';
export const CRITERIA: readonly Criterion[] = ['design', 'usability', 'performance', 'pricing'];

export interface Category {
  id: CategoryId;
  family: Family;
  /** Singular and plural nouns, lower case, for running text. */
  one: Bi;
  many: Bi;
  physical: boolean;
  /** Spec rows in display order: catalogue key → row label. */
  rows: readonly (readonly [string, Bi])[];
  /** Typical one-off or monthly price range in TRY for plausibility checks (tests) and sanity. */
  band?: readonly [number, number];
  /**
   * The typical price in TRY per price model that value for money is read against (report/profile.ts).
   * Declared, not computed, so adding a catalogue entry never moves another item's scores. The figures
   * are the means of the catalogue's own prices as of CATALOGUE_AS_OF (2025-06-01), rounded and frozen
   * on 2026-11-26 (issue 24); the three large-appliance categories' from their first entries.
   */
  typical?: Partial<Record<'one_off' | 'monthly', number>>;
  /** Two well-known catalogue names, used to show how to phrase a query. */
  example: readonly [string, string];
  /** Words in an item name that reveal the category (checked after the catalogue). */
  pattern: RegExp;
}

const DISPLAY = L('Display', 'Ekran');
const WEIGHT = L('Weight', 'Ağırlık');
const BATTERY = L('Battery', 'Batarya');
const CHIP = L('Processor', 'İşlemci');
const STORAGE = L('Storage', 'Depolama');
const LICENCE = L('Licence', 'Lisans');
const KNOWN_FOR = L('Known for', 'Öne çıkan yönü');
/**
 * A large-appliance category: its own rows between what the entry stands for (the brand's common
 * configuration, see catalogue/white-goods.ts) and the energy, noise and stand-out rows they share.
 */
function whiteGoods(
  c: Pick<Category, 'id' | 'one' | 'many' | 'rows' | 'band' | 'typical' | 'example' | 'pattern'> & {
    programs: boolean;
  },
): Category {
  const { programs, ...category } = c;
  return {
    ...category,
    family: 'white_goods',
    physical: true,
    rows: [
      ['scope', L('Compared as', 'Karşılaştırılan')],
      ...c.rows,
      ['energy', L('Energy class', 'Enerji sınıfı')],
      ['noise', L('Noise', 'Gürültü')],
      ...(programs ? [['programs', L('Programmes', 'Program sayısı')] as const] : []),
      ['feature', L('Stand-out feature', 'Öne çıkan özellik')],
    ],
  };
}

const TELECOM_BAND: readonly [number, number] = [200, 2_000];

export const CATEGORIES: Record<CategoryId, Category> = {
  phone: {
    id: 'phone',
    family: 'device',
    one: L('phone', 'telefon'),
    many: L('phones', 'telefonlar'),
    physical: true,
    rows: [
      ['display', DISPLAY],
      ['chip', CHIP],
      ['camera', L('Rear cameras', 'Arka kameralar')],
      ['battery', BATTERY],
      ['updates', L('Software updates', 'Yazılım güncellemeleri')],
      ['weight', WEIGHT],
    ],
    band: [5_000, 120_000],
    typical: { one_off: 53_300 },
    example: ['iPhone 15', 'Samsung Galaxy S24'],
    pattern:
      /\b(phone|smartphone|telefon|iphone|galaxy [sazm]\d|pixel \d|redmi|poco|oneplus|honor|oppo|realme|vivo [xyv]\d)/i,
  },
  laptop: {
    id: 'laptop',
    family: 'device',
    one: L('laptop', 'dizüstü bilgisayar'),
    many: L('laptops', 'dizüstü bilgisayarlar'),
    physical: true,
    rows: [
      ['display', DISPLAY],
      ['chip', CHIP],
      ['memory', L('Memory (RAM)', 'Bellek (RAM)')],
      ['storage', STORAGE],
      ['battery', L('Battery', 'Pil')],
      ['weight', WEIGHT],
    ],
    band: [15_000, 200_000],
    typical: { one_off: 60_000 },
    example: ['MacBook Air M3', 'Dell XPS 13'],
    pattern:
      /(laptop|notebook|dizüstü|macbook|thinkpad|zenbook|vivobook|ideapad|\bxps\b|spectre|pavilion|surface laptop|chromebook|legion|monster (abra|tulpar)|bilgisayar)/i,
  },
  tablet: {
    id: 'tablet',
    family: 'device',
    one: L('tablet', 'tablet'),
    many: L('tablets', 'tabletler'),
    physical: true,
    rows: [
      ['display', DISPLAY],
      ['chip', CHIP],
      ['storage', STORAGE],
      ['pen', L('Pen support', 'Kalem desteği')],
      ['weight', WEIGHT],
    ],
    band: [5_000, 90_000],
    typical: { one_off: 28_000 },
    example: ['iPad Air (M2)', 'Samsung Galaxy Tab S9'],
    pattern: /(tablet|ipad|galaxy tab|xiaomi pad|matepad)/i,
  },
  headphones: {
    id: 'headphones',
    family: 'device',
    one: L('pair of headphones', 'kulaklık'),
    many: L('headphones', 'kulaklıklar'),
    physical: true,
    rows: [
      ['type', L('Type', 'Tip')],
      ['anc', L('Active noise cancelling', 'Aktif gürültü engelleme')],
      ['battery', L('Battery life', 'Pil ömrü')],
      ['codecs', L('Bluetooth codecs', 'Bluetooth kodekleri')],
      ['weight', WEIGHT],
    ],
    band: [1_000, 30_000],
    typical: { one_off: 10_050 },
    example: ['AirPods Pro 2', 'Sony WF-1000XM5'],
    pattern: /(headphone|headset|earbud|earphone|kulaklık|airpods|\bbuds\b|buds\d|\bwh-|\bwf-|quietcomfort|beats)/i,
  },
  tv: {
    id: 'tv',
    family: 'device',
    one: L('TV', 'televizyon'),
    many: L('TVs', 'televizyonlar'),
    physical: true,
    rows: [
      ['panel', L('Panel', 'Panel')],
      ['size', L('Sizes', 'Ekran boyutları')],
      ['refresh', L('Refresh rate', 'Yenileme hızı')],
      ['hdr', L('HDR formats', 'HDR biçimleri')],
      ['os', L('Smart TV system', 'Akıllı TV sistemi')],
    ],
    band: [10_000, 150_000],
    typical: { one_off: 50_000 },
    example: ['LG C3 OLED 55', 'Samsung S90C 55'],
    pattern: /(\btv\b|television|televizyon|\bqled\b|bravia|\boled \d{2}\b)/i,
  },
  camera: {
    id: 'camera',
    family: 'device',
    one: L('camera', 'fotoğraf makinesi'),
    many: L('cameras', 'fotoğraf makineleri'),
    physical: true,
    rows: [
      ['sensor', L('Sensor', 'Sensör')],
      ['resolution', L('Resolution', 'Çözünürlük')],
      ['video', L('Video', 'Video')],
      ['ibis', L('In-body stabilisation', 'Gövde içi sabitleme')],
      ['weight', WEIGHT],
    ],
    band: [10_000, 200_000],
    typical: { one_off: 70_000 },
    example: ['Canon EOS R50', 'Sony ZV-E10'],
    pattern: /(camera|kamera|fotoğraf makinesi|\beos\b|lumix|fujifilm|nikon|gopro|mirrorless|aynasız|\bdslr\b)/i,
  },
  console: {
    id: 'console',
    family: 'device',
    one: L('games console', 'oyun konsolu'),
    many: L('games consoles', 'oyun konsolları'),
    physical: true,
    rows: [
      ['gpu', L('Graphics', 'Grafik')],
      ['storage', STORAGE],
      ['resolution', L('Output', 'Çıkış')],
      ['disc', L('Disc drive', 'Disk sürücüsü')],
      ['subscription', L('Game subscription', 'Oyun aboneliği')],
    ],
    band: [8_000, 45_000],
    typical: { one_off: 24_000 },
    example: ['PlayStation 5', 'Xbox Series X'],
    pattern: /(playstation|\bps[345]\b|xbox|nintendo|\bswitch\b|steam deck|konsol|console|rog ally)/i,
  },
  smartwatch: {
    id: 'smartwatch',
    family: 'device',
    one: L('smartwatch', 'akıllı saat'),
    many: L('smartwatches', 'akıllı saatler'),
    physical: true,
    rows: [
      ['display', DISPLAY],
      ['battery', L('Battery life', 'Pil ömrü')],
      ['gps', L('GPS', 'GPS')],
      ['health', L('Health sensors', 'Sağlık sensörleri')],
      ['compat', L('Works with', 'Uyumluluk')],
    ],
    band: [2_000, 40_000],
    typical: { one_off: 11_000 },
    example: ['Apple Watch Series 9', 'Garmin Forerunner 265'],
    pattern: /(smartwatch|\bwatch\b|akıllı saat|\bsaat\b|fitbit|garmin|forerunner|amazfit)/i,
  },
  ereader: {
    id: 'ereader',
    family: 'device',
    one: L('e-reader', 'e-kitap okuyucu'),
    many: L('e-readers', 'e-kitap okuyucular'),
    physical: true,
    rows: [
      ['display', DISPLAY],
      ['light', L('Front light', 'Ön ışık')],
      ['waterproof', L('Water resistance', 'Su dayanımı')],
      ['storage', STORAGE],
      ['formats', L('Book formats', 'Kitap biçimleri')],
      ['weight', WEIGHT],
    ],
    // Up to a pen-and-paper tablet (reMarkable 2), dearer than any reader.
    band: [3_000, 30_000],
    typical: { one_off: 6_300 },
    example: ['Kindle Paperwhite', 'Kobo Clara 2E'],
    pattern: /(kindle|kobo|e-?reader|e-?okuyucu|e-?kitap|pocketbook|remarkable|boox)/i,
  },
  appliance: {
    id: 'appliance',
    family: 'device',
    one: L('home appliance', 'ev aleti'),
    many: L('home appliances', 'ev aletleri'),
    physical: true,
    rows: [
      ['type', L('Type', 'Tür')],
      ['power', L('Power / suction', 'Güç / emiş')],
      ['capacity', L('Capacity', 'Kapasite')],
      ['feature', L('Stand-out feature', 'Öne çıkan özellik')],
      ['runtime', L('Runtime per charge', 'Şarj başına çalışma')],
    ],
    band: [1_500, 60_000],
    typical: { one_off: 15_000 },
    example: ['Dyson V15 Detect', 'Xiaomi Vacuum Cleaner G10'],
    pattern:
      /(vacuum|süpürge|robot|dyson|roborock|roomba|air ?fryer|fritöz|coffee|kahve|espresso|arçelik|beko|vestel|bosch|siemens|de'?longhi|nespresso|tefal|karaca|blender|ütü|\biron\b)/i,
  },
  // Large home appliances ("beyaz eşya"): people in Türkiye compare them by brand as often as by
  // model ("Arçelik bulaşık makinesi mi Bosch mu"), so each brand's entry is its common configuration
  // (see catalogue/white-goods.ts). Energy class and noise differ from model to model within a
  // configuration; an entry states them only where they are certain.
  washing_machine: whiteGoods({
    id: 'washing_machine',
    one: L('washing machine', 'çamaşır makinesi'),
    many: L('washing machines', 'çamaşır makineleri'),
    rows: [
      ['capacity', L('Capacity', 'Kapasite')],
      ['spin', L('Top spin speed', 'En yüksek sıkma devri')],
    ],
    programs: true,
    band: [10_000, 60_000],
    typical: { one_off: 23_000 },
    example: ['Arçelik 9 kg Washing Machine', 'Bosch Serie 4 9 kg Washing Machine'],
    pattern: /((ç|c)ama(ş|s)(ı|i)r|washing machine|\bwasher\b)/i,
  }),
  dishwasher: whiteGoods({
    id: 'dishwasher',
    one: L('dishwasher', 'bulaşık makinesi'),
    many: L('dishwashers', 'bulaşık makineleri'),
    rows: [
      ['capacity', L('Place settings', 'Kapasite (kişilik)')],
      ['format', L('Format', 'Tip')],
    ],
    programs: true,
    band: [10_000, 60_000],
    typical: { one_off: 21_000 },
    example: ['Arçelik 60 cm Dishwasher', 'Bosch Serie 4 60 cm Dishwasher'],
    pattern: /(bula(ş|s)(ı|i)k|dish ?washer)/i,
  }),
  refrigerator: whiteGoods({
    id: 'refrigerator',
    one: L('refrigerator', 'buzdolabı'),
    many: L('refrigerators', 'buzdolapları'),
    rows: [
      ['type', L('Type', 'Tip')],
      ['capacity', L('Total capacity', 'Toplam hacim')],
    ],
    programs: false,
    band: [15_000, 120_000],
    typical: { one_off: 39_500 },
    example: ['Arçelik No Frost Fridge-Freezer', 'Samsung No Frost Fridge-Freezer'],
    pattern: /(buz ?dolab|fridge|refrigerator|no ?frost)/i,
  }),
  car: {
    id: 'car',
    family: 'car',
    one: L('car', 'otomobil'),
    many: L('cars', 'otomobiller'),
    physical: true,
    rows: [
      ['powertrain', L('Powertrain', 'Motor')],
      ['range', L('Range / consumption', 'Menzil / tüketim')],
      ['acceleration', L('0–100 km/h', '0–100 km/s')],
      ['body', L('Body style', 'Kasa tipi')],
      ['built', L('Built in', 'Üretim yeri')],
    ],
    band: [700_000, 8_000_000],
    typical: { one_off: 1_695_000 },
    example: ['Tesla Model 3', 'BMW i4'],
    pattern:
      /(\bcar\b|araba|otomobil|sedan|\bsuv\b|hatchback|electric vehicle|elektrikli araç|tesla|\bbmw\b|mercedes|\baudi\b|volkswagen|\bvw\b|renault|\bfiat\b|toyota|hyundai|peugeot|\btogg\b|\bopel\b|\bford\b|\bhonda\b|\bkia\b|skoda|dacia|citroen|volvo|\bbyd\b)/i,
  },
  video_streaming: {
    id: 'video_streaming',
    family: 'streaming',
    one: L('video streaming service', 'video yayın platformu'),
    many: L('video streaming services', 'video yayın platformları'),
    physical: false,
    rows: [
      ['ads', L('Ad-supported plan', 'Reklamlı paket')],
      ['uhd', L('4K / HDR', '4K / HDR')],
      ['streams', L('Simultaneous streams', 'Eşzamanlı yayın')],
      ['downloads', L('Downloads', 'İndirme')],
      ['turkish', L('Turkish content', 'Türkçe içerik')],
    ],
    band: [30, 600],
    typical: { monthly: 155 },
    example: ['Netflix', 'Disney+'],
    pattern:
      /(netflix|disney|prime video|\bhbo\b|\bmax\b|exxen|\bgain\b|blutv|tabii|\btod\b|mubi|apple tv\+|dizi platformu|film platformu|streaming|yayın platformu)/i,
  },
  music_streaming: {
    id: 'music_streaming',
    family: 'streaming',
    one: L('music streaming service', 'müzik yayın servisi'),
    many: L('music streaming services', 'müzik yayın servisleri'),
    physical: false,
    rows: [
      ['catalogue', L('Catalogue', 'Katalog')],
      ['quality', L('Audio quality', 'Ses kalitesi')],
      ['free', L('Free tier', 'Ücretsiz paket')],
      ['family', L('Family plan', 'Aile paketi')],
      ['offline', L('Offline listening', 'Çevrimdışı dinleme')],
    ],
    band: [20, 300],
    typical: { monthly: 72 },
    example: ['Spotify', 'Apple Music'],
    pattern: /(spotify|apple music|deezer|tidal|youtube music|\bfizy\b|soundcloud|müzik|\bmusic\b)/i,
  },
  database: {
    id: 'database',
    family: 'software',
    one: L('database', 'veritabanı'),
    many: L('databases', 'veritabanları'),
    physical: false,
    rows: [
      ['kind', L('Type', 'Tür')],
      ['licence', LICENCE],
      ['replication', L('Replication', 'Replikasyon')],
      ['json', L('JSON support', 'JSON desteği')],
      ['managed', L('Managed offerings', 'Yönetilen hizmetler')],
    ],
    example: ['PostgreSQL', 'MySQL'],
    pattern: /(sql|postgres|mongo|redis|database|veritaban|mariadb|cassandra|dynamodb|couchdb|elasticsearch|\bdb\b)/i,
  },
  framework: {
    id: 'framework',
    family: 'software',
    one: L('framework', 'yazılım çatısı'),
    many: L('frameworks', 'yazılım çatıları'),
    physical: false,
    rows: [
      ['language', L('Language', 'Dil')],
      ['kind', L('Type', 'Tür')],
      ['licence', LICENCE],
      ['maintainer', L('Maintained by', 'Geliştiren')],
    ],
    example: ['React', 'Vue'],
    pattern:
      /(react|\bvue\b|angular|svelte|django|flask|\brails\b|laravel|spring|next\.?js|nuxt|express\.?js|framework|\.net\b|fastapi|çatı)/i,
  },
  language: {
    id: 'language',
    family: 'software',
    one: L('programming language', 'programlama dili'),
    many: L('programming languages', 'programlama dilleri'),
    physical: false,
    rows: [
      ['typing', L('Type system', 'Tip sistemi')],
      ['runtime', L('Runs on', 'Çalışma ortamı')],
      ['uses', L('Typical uses', 'Tipik kullanım')],
      ['licence', LICENCE],
    ],
    example: ['Python', 'Go'],
    pattern:
      /(python|\bjava\b|javascript|typescript|golang|\brust\b|kotlin|\bswift\b|c\+\+|c#|\bphp\b|\bruby\b|programlama dili|programming language|\blang\b)/i,
  },
  cloud: {
    id: 'cloud',
    family: 'software',
    one: L('cloud platform', 'bulut platformu'),
    many: L('cloud platforms', 'bulut platformları'),
    physical: false,
    rows: [
      ['regions', L('Regions', 'Bölgeler')],
      ['freeTier', L('Free tier', 'Ücretsiz katman')],
      ['known', L('Known for', 'Öne çıkan yönü')],
      ['billing', L('Billing', 'Faturalama')],
    ],
    example: ['AWS', 'Google Cloud'],
    pattern:
      /(\baws\b|amazon web services|azure|google cloud|\bgcp\b|cloud|bulut|digitalocean|hetzner|heroku|vercel|netlify|cloudflare)/i,
  },
  bank: {
    id: 'bank',
    family: 'bank',
    one: L('bank', 'banka'),
    many: L('banks', 'bankalar'),
    physical: false,
    rows: [
      ['type', L('Type', 'Tür')],
      ['app', L('Mobile app', 'Mobil uygulama')],
      ['card', L('Credit card programme', 'Kredi kartı programı')],
      ['digital', L('Digital onboarding', 'Dijital müşteri olma')],
    ],
    example: ['Garanti BBVA', 'Enpara.com'],
    pattern:
      /(\bbank|banka|\bkart\b|credit card|kredi kartı|enpara|papara|ziraat|garanti|akbank|yapı kredi|iş bankası|halkbank|vakıfbank|\bqnb\b|denizbank|\bing\b|revolut|\bwise\b)/i,
  },
  travel: {
    id: 'travel',
    family: 'travel',
    one: L('destination', 'destinasyon'),
    many: L('destinations', 'destinasyonlar'),
    physical: false,
    rows: [
      ['country', L('Country', 'Ülke')],
      ['season', L('Best time to visit', 'En iyi ziyaret dönemi')],
      ['airport', L('Airports', 'Havalimanları')],
      ['known', L('Known for', 'Öne çıkanları')],
      ['visa', L('Visa (Turkish passport)', 'Vize (Türk pasaportu)')],
    ],
    example: ['Cappadocia', 'Paris'],
    pattern:
      /(istanbul|ankara|izmir|antalya|bodrum|kapadokya|cappadocia|paris|\brome\b|\broma\b|london|londra|barcelona|amsterdam|berlin|tokyo|\bcity\b|şehir|island|\bada\b|beach|plaj|hotel|otel|tatil|holiday|vacation|\btrip\b|gezi|seyahat|travel)/i,
  },
  city: {
    id: 'city',
    family: 'city',
    one: L('city to live in', 'yaşanacak şehir'),
    many: L('cities to live in', 'yaşanacak şehirler'),
    physical: false,
    rows: [
      ['region', L('Region', 'Bölge')],
      ['population', L('Population (2024)', 'Nüfus (2024)')],
      ['climate', L('Climate', 'İklim')],
      ['transport', L('Getting around', 'Ulaşım')],
      ['living', L('Cost of living', 'Yaşam maliyeti')],
      ['known', KNOWN_FOR],
    ],
    example: ['İstanbul', 'İzmir'],
    // Türkiye's larger cities by name (the catalogue holds the best known); holiday places stay travel.
    pattern:
      /(istanbul|ankara|izmir|antalya|bursa|eskişehir|eskisehir|konya|adana|trabzon|gaziantep|kocaeli|izmit|mersin|kayseri|samsun|denizli|diyarbakır|sakarya|tekirdağ|malatya|erzurum|yaşanacak|city to live)/i,
  },
  mobile_operator: {
    id: 'mobile_operator',
    family: 'telecom',
    one: L('mobile operator', 'mobil operatör'),
    many: L('mobile operators', 'mobil operatörler'),
    physical: false,
    rows: [
      ['network', L('Network', 'Şebeke')],
      ['fiveG', L('5G', '5G')],
      ['package', L('Typical postpaid package', 'Tipik faturalı paket')],
      ['roaming', L('Roaming', 'Yurt dışı kullanım')],
      ['extras', L('Own apps and services', 'Kendi uygulama ve hizmetleri')],
    ],
    band: TELECOM_BAND,
    typical: { monthly: 500 },
    example: ['Turkcell', 'Vodafone'],
    pattern:
      /(turkcell|t[üu]rk ?telekom|vodafone|\bavea\b|pttcell|operat[öo]r|mobile (plan|network|carrier)|\bgsm\b|faturalı hat|faturasız)/i,
  },
  home_internet: {
    id: 'home_internet',
    family: 'telecom',
    one: L('home internet provider', 'ev interneti sağlayıcısı'),
    many: L('home internet providers', 'ev interneti sağlayıcıları'),
    physical: false,
    rows: [
      ['infrastructure', L('Infrastructure', 'Altyapı')],
      ['speed', L('Top speed', 'En yüksek hız')],
      ['contract', L('Contract', 'Taahhüt')],
      ['extras', KNOWN_FOR],
    ],
    band: TELECOM_BAND,
    typical: { monthly: 660 },
    example: ['TurkNet', 'Turkcell Superonline'],
    pattern:
      /(superonline|t[üu]rk ?net|millenicom|kablonet|ev interneti|home internet|broadband|fiber internet|\bvdsl\b|\badsl\b|internet sağlayıcı|internet provider|\bisp\b|vodafone net|ttnet)/i,
  },
  ai_assistant: {
    id: 'ai_assistant',
    family: 'assistant',
    one: L('AI assistant', 'yapay zekâ asistanı'),
    many: L('AI assistants', 'yapay zekâ asistanları'),
    physical: false,
    rows: [
      ['maker', L('Made by', 'Geliştiren')],
      ['free', L('Free tier', 'Ücretsiz kullanım')],
      ['paid', L('Paid plan', 'Ücretli paket')],
      ['features', L('Features', 'Özellikler')],
      ['turkish', L('Turkish', 'Türkçe')],
    ],
    band: [300, 1_500],
    typical: { monthly: 1_000 },
    example: ['ChatGPT', 'Claude'],
    pattern:
      /(chat ?gpt|openai|\bgpt|claude|anthropic|gemini|copilot|perplexity|deepseek|\bgrok\b|mistral|le chat|llama|yapay zek[aâ]|\bai (assistant|chatbot)|chatbot|sohbet botu|language model|dil modeli)/i,
  },
  running_shoes: {
    id: 'running_shoes',
    family: 'shoes',
    one: L('running shoe', 'koşu ayakkabısı'),
    many: L('running shoes', 'koşu ayakkabıları'),
    physical: true,
    rows: [
      ['cushioning', L('Midsole', 'Orta taban')],
      ['drop', L('Heel-to-toe drop', 'Topuk-burun farkı (drop)')],
      ['weight', L('Weight (men’s size)', 'Ağırlık (erkek numarası)')],
      ['use', L('Made for', 'Kullanım amacı')],
    ],
    band: [2_500, 12_000],
    typical: { one_off: 6_000 },
    example: ['Nike Pegasus 41', 'Adidas Adizero SL'],
    pattern:
      /(running shoe|koşu ayakkab|ayakkabı|sneaker|pegasus|vomero|invincible|adizero|ultraboost|gel-?nimbus|gel-?kayano|novablast|clifton|\bbondi\b|\bhoka\b|brooks|saucony|new balance|fresh ?foam|\bon cloud)/i,
  },
  ecommerce: {
    id: 'ecommerce',
    family: 'shop',
    one: L('online shop', 'alışveriş sitesi'),
    many: L('online shops', 'alışveriş siteleri'),
    physical: false,
    rows: [
      ['model', L('Business model', 'İş modeli')],
      ['delivery', L('Delivery', 'Teslimat')],
      ['returns', L('Returns', 'İade')],
      ['payment', L('Payment', 'Ödeme')],
      ['membership', L('Membership programme', 'Üyelik programı')],
    ],
    example: ['Trendyol', 'Hepsiburada'],
    pattern:
      /(trendyol|hepsiburada|amazon\.com\.tr|amazon (tr|türkiye)|\bn11\b|[çc]i[çc]eksepeti|\btemu\b|aliexpress|\bshein\b|pazarama|e-?ticaret|online shop|alışveriş sitesi|pazaryeri|marketplace)/i,
  },
  // Meal and grocery delivery apps: what people in Türkiye order from their phones in a city. What a
  // basket costs depends on the order, so they are priced as "varies" and need no typical price.
  food_delivery: {
    id: 'food_delivery',
    family: 'delivery',
    one: L('food and grocery delivery app', 'yemek ve market siparişi uygulaması'),
    many: L('food and grocery delivery apps', 'yemek ve market siparişi uygulamaları'),
    physical: false,
    rows: [
      ['offer', L('What it delivers', 'Neler getiriyor')],
      ['model', L('How it delivers', 'Teslimat modeli')],
      ['owner', L('Owned by', 'Sahibi')],
      ['membership', L('Membership programme', 'Üyelik programı')],
    ],
    example: ['Getir', 'Yemeksepeti'],
    pattern:
      /(\bgetir\b|yemek ?sepeti|trendyol go\b|migros (hemen|yemek)|yemek sipariş|market sipariş|food delivery|grocery delivery|meal delivery|yemek uygulama|\bwolt\b|uber eats|istegelsin)/i,
  },
};

/** Category order for pattern checks: specific words before generic ones ("OLED" laptops before TVs). */
export const PATTERN_ORDER: readonly CategoryId[] = [
  'laptop',
  'tablet',
  'headphones',
  'smartwatch',
  'ereader',
  'console',
  'phone',
  'tv',
  'camera',
  'dishwasher',
  'washing_machine',
  'refrigerator',
  'appliance',
  'home_internet',
  'mobile_operator',
  'ai_assistant',
  'running_shoes',
  // Before online shops: "Trendyol Go" is the delivery app, not the shop.
  'food_delivery',
  'ecommerce',
  'music_streaming',
  'video_streaming',
  'database',
  'framework',
  'language',
  'cloud',
  'bank',
  'car',
  'city',
  'travel',
];

/** Places (a destination, a city to live in): no maker, no app, no account to secure. */
export const isPlace = (category: Category): boolean => category.family === 'travel' || category.family === 'city';

/** Monthly plans anyone can cancel at any time (streaming, AI assistants), unlike operators' commitments. */
export const cancelAnyTime = (category: Category): boolean =>
  category.family === 'streaming' || category.family === 'assistant';

export interface FamilyText {
  criteria: Record<Criterion, Bi>;
  /** Use-case titles for "best at <criterion>". */
  useCase: Record<Criterion, Bi>;
  /** The row label for the launch year ("Launched", "First released", "Founded"); null = no row. */
  year: Bi | null;
}

/**
 * The year label of a company (a bank, an operator, a shop): a founding year says nothing about which
 * is better, so the differences state it without calling one "newer".
 */
export const FOUNDED = L('Founded', 'Kuruluş');

export const FAMILY_TEXT: Record<Family, FamilyText> = {
  device: {
    criteria: {
      design: L('design and build', 'tasarım ve işçilik'),
      usability: L('ease of use', 'kullanım kolaylığı'),
      performance: L('performance', 'performans'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Best design and build', 'En iyi tasarım ve işçilik'),
      usability: L('Easiest to live with', 'Kullanımı en kolay'),
      performance: L('Most performance', 'En yüksek performans'),
      pricing: L('Most for the money', 'Parasının karşılığını en iyi veren'),
    },
    year: L('Launched', 'Çıkış yılı'),
  },
  white_goods: {
    criteria: {
      design: L('design and build', 'tasarım ve işçilik'),
      usability: L('ease of use', 'kullanım kolaylığı'),
      performance: L('performance', 'performans'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Best design and build', 'En iyi tasarım ve işçilik'),
      usability: L('Easiest to use', 'Kullanımı en kolay'),
      performance: L('Best performer', 'Performansı en yüksek'),
      pricing: L('Most for the money', 'Parasının karşılığını en iyi veren'),
    },
    // A brand's configuration spans several model years: no launch year to print.
    year: null,
  },
  car: {
    criteria: {
      design: L('design and comfort', 'tasarım ve konfor'),
      usability: L('everyday practicality', 'günlük kullanım'),
      performance: L('driving performance', 'sürüş performansı'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Most comfortable and stylish', 'En konforlu ve şık'),
      usability: L('Best for daily driving', 'Günlük kullanım için en iyisi'),
      performance: L('Best to drive', 'Sürüşü en keyifli'),
      pricing: L('Most car for the money', 'Parasının karşılığını en iyi veren'),
    },
    year: L('Current generation since', 'Mevcut nesil'),
  },
  streaming: {
    criteria: {
      design: L('app design', 'uygulama tasarımı'),
      usability: L('ease of use', 'kullanım kolaylığı'),
      performance: L('catalogue and streaming quality', 'katalog ve yayın kalitesi'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Nicest app', 'En iyi uygulama'),
      usability: L('Easiest to use', 'Kullanımı en kolay'),
      performance: L('Best catalogue and quality', 'En iyi katalog ve kalite'),
      pricing: L('Most for the money', 'Parasının karşılığını en iyi veren'),
    },
    year: L('Available in Türkiye since', "Türkiye'de yayında"),
  },
  software: {
    criteria: {
      design: L('API and tooling design', 'API ve araç tasarımı'),
      usability: L('ease of adoption', 'benimseme kolaylığı'),
      performance: L('performance and scalability', 'performans ve ölçeklenebilirlik'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Best-designed tooling', 'En iyi tasarlanmış araçlar'),
      usability: L('Easiest to adopt', 'Benimsemesi en kolay'),
      performance: L('Fastest at scale', 'Ölçekte en hızlı'),
      pricing: L('Cheapest to run', 'Çalıştırması en ucuz'),
    },
    year: L('First released', 'İlk sürüm'),
  },
  bank: {
    criteria: {
      design: L('app design', 'uygulama tasarımı'),
      usability: L('ease of use', 'kullanım kolaylığı'),
      performance: L('service and reach', 'hizmet ve erişim'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Best app', 'En iyi uygulama'),
      usability: L('Easiest everyday banking', 'En kolay günlük bankacılık'),
      performance: L('Widest service', 'En geniş hizmet'),
      pricing: L('Lowest fees', 'En düşük ücretler'),
    },
    year: FOUNDED,
  },
  travel: {
    criteria: {
      design: L('scenery and atmosphere', 'manzara ve atmosfer'),
      usability: L('ease of getting around', 'ulaşım kolaylığı'),
      performance: L('things to see and do', 'görülecek ve yapılacaklar'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Most beautiful setting', 'En etkileyici atmosfer'),
      usability: L('Easiest trip', 'En kolay seyahat'),
      performance: L('Most to see and do', 'Görülecek yeri en çok olan'),
      pricing: L('Best value trip', 'En uygun maliyetli seyahat'),
    },
    year: null,
  },
  city: {
    criteria: {
      design: L('quality of life', 'yaşam kalitesi'),
      usability: L('getting around', 'ulaşım kolaylığı'),
      performance: L('jobs and amenities', 'iş ve olanaklar'),
      pricing: L('affordability', 'yaşam maliyetinin uygunluğu'),
    },
    useCase: {
      design: L('Best quality of life', 'Yaşam kalitesi en yüksek'),
      usability: L('Easiest to get around', 'Ulaşımı en kolay'),
      performance: L('Most jobs and amenities', 'İş ve olanakları en çok olan'),
      pricing: L('Most affordable', 'Yaşaması en uygun'),
    },
    year: null,
  },
  telecom: {
    criteria: {
      design: L('apps and service', 'uygulama ve hizmet'),
      usability: L('customer support', 'müşteri desteği'),
      performance: L('coverage and speed', 'kapsama ve hız'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Best apps and service', 'En iyi uygulama ve hizmet'),
      usability: L('Best customer support', 'En iyi müşteri desteği'),
      performance: L('Best coverage and speed', 'En iyi kapsama ve hız'),
      pricing: L('Most for the money', 'Parasının karşılığını en iyi veren'),
    },
    year: FOUNDED,
  },
  assistant: {
    criteria: {
      design: L('app design', 'uygulama tasarımı'),
      usability: L('ease of use', 'kullanım kolaylığı'),
      performance: L('answer quality', 'yanıt kalitesi'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Nicest app', 'En iyi uygulama'),
      usability: L('Easiest to use', 'Kullanımı en kolay'),
      performance: L('Best answers', 'En iyi yanıtlar'),
      pricing: L('Most for the money', 'Parasının karşılığını en iyi veren'),
    },
    year: L('Launched', 'Çıkış yılı'),
  },
  shoes: {
    criteria: {
      design: L('design and build', 'tasarım ve işçilik'),
      usability: L('comfort', 'konfor'),
      performance: L('running performance', 'koşu performansı'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Best design and build', 'En iyi tasarım ve işçilik'),
      usability: L('Most comfortable', 'En konforlu'),
      performance: L('Best to run in', 'Koşuda en iyisi'),
      pricing: L('Most for the money', 'Parasının karşılığını en iyi veren'),
    },
    year: L('Launched', 'Çıkış yılı'),
  },
  shop: {
    criteria: {
      design: L('app and site design', 'uygulama ve site tasarımı'),
      usability: L('ease of shopping', 'alışveriş kolaylığı'),
      performance: L('range and delivery', 'ürün çeşidi ve teslimat'),
      pricing: L('prices and value', 'fiyatlar ve değer'),
    },
    useCase: {
      design: L('Nicest app', 'En iyi uygulama'),
      usability: L('Easiest shopping', 'En kolay alışveriş'),
      performance: L('Widest range and delivery', 'En geniş çeşit ve teslimat'),
      pricing: L('Best prices', 'En uygun fiyatlar'),
    },
    year: FOUNDED,
  },
  delivery: {
    criteria: {
      design: L('app design', 'uygulama tasarımı'),
      usability: L('ease of ordering', 'sipariş kolaylığı'),
      performance: L('choice and delivery', 'seçenek ve teslimat'),
      pricing: L('value for money', 'fiyat/performans'),
    },
    useCase: {
      design: L('Nicest app', 'En iyi uygulama'),
      usability: L('Easiest to order from', 'Sipariş vermesi en kolay'),
      performance: L('Most choice and best delivery', 'En geniş seçenek ve en iyi teslimat'),
      pricing: L('Most for the money', 'Parasının karşılığını en iyi veren'),
    },
    year: FOUNDED,
  },
};
