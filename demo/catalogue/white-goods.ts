// Washing machines, dishwashers and fridges ("beyaz eşya") from the brands people in Türkiye buy.
//
// Why configurations, not model codes: people compare these by brand ("Arçelik bulaşık makinesi mi
// Bosch mu?") far more than by model code, and each brand sells dozens of codes that change every
// season. So each entry stands for one brand's common configuration in the category (a 9 kg,
// 1200 rpm front-loader; a freestanding 60 cm dishwasher; a No Frost fridge-freezer with the freezer
// at the bottom), its name says which, its first row says it is not one model code, and the report
// prints that name, so the reader sees what was compared. A brand and a kind of appliance
// ("Arçelik bulaşık makinesi", "Bosch dishwasher") resolve to that entry (identify() in index.ts).
//
// Facts: the configuration's defining figures, and the brand's technology or origin that its range
// of that configuration carries. Energy class, noise and programme count differ from model to model
// within a configuration, so they are left `unstated` rather than guessed. Prices: typical Türkiye
// shelf prices in TRY for the configuration as of CATALOGUE_AS_OF, before campaign discounts,
// rounded. Year 0: a configuration spans model years, so no launch year is printed.
import { matchKey } from './match-key';
import { claim, L, type Bi, type CatalogueEntry, type CategoryId, type Claim, type Scores, type Value } from '../types';

/** A kind of large appliance: its category, the configuration every brand's entry stands for, and its words. */
interface Kind {
  category: CategoryId;
  /** The configuration in the name ("9 kg", "60 cm", "No Frost") and the noun after it. */
  size: string;
  noun: Bi;
  scope: Bi;
  specs: Record<string, Value>;
  unstated: readonly string[];
  physical: NonNullable<CatalogueEntry['physical']>;
}

const WASHER: Kind = {
  category: 'washing_machine',
  size: '9 kg',
  noun: L('Washing Machine', 'Çamaşır Makinesi'),
  scope: L(
    'The brand’s common 9 kg front-loader, not a single model code',
    'Markanın yaygın 9 kg önden yüklemeli makinesi; tek bir model kodu değil',
  ),
  specs: { capacity: '9 kg', spin: L('1200 rpm', '1200 devir/dk') },
  unstated: ['energy', 'noise', 'programs'],
  physical: {
    materials: L('Steel cabinet, stainless steel drum', 'Çelik gövde, paslanmaz çelik tambur'),
    colours: ['White'],
  },
};

const DISHWASHER: Kind = {
  category: 'dishwasher',
  size: '60 cm',
  noun: L('Dishwasher', 'Bulaşık Makinesi'),
  scope: L(
    'The brand’s common freestanding 60 cm dishwasher, not a single model code',
    'Markanın yaygın 60 cm solo bulaşık makinesi; tek bir model kodu değil',
  ),
  specs: { format: L('Freestanding, 60 cm wide', 'Solo (ankastre değil), 60 cm genişlik') },
  unstated: ['capacity', 'energy', 'noise', 'programs'],
  physical: {
    materials: L('Steel outer panels, stainless steel tub', 'Çelik dış paneller, paslanmaz çelik iç hazne'),
    colours: ['White', 'Silver'],
  },
};

const FRIDGE: Kind = {
  category: 'refrigerator',
  size: 'No Frost',
  noun: L('Fridge-Freezer', 'Kombi Buzdolabı'),
  scope: L(
    'The brand’s common No Frost fridge-freezer, not a single model code',
    'Markanın yaygın No Frost kombi buzdolabı; tek bir model kodu değil',
  ),
  specs: { type: L('No Frost fridge-freezer, freezer at the bottom', 'No Frost kombi, dondurucu altta') },
  unstated: ['capacity', 'energy', 'noise'],
  physical: {
    materials: L('Steel doors and cabinet, plastic interior', 'Çelik kapı ve gövde, plastik iç yüzey'),
    colours: ['White', 'Silver'],
  },
};

interface Brand {
  brand: string;
  /** The maker's series, where the configuration has one ("Serie 4", "iQ300"). */
  series?: string;
  price: number;
  rating: number;
  scores: Scores;
  feature: Bi;
  pro: Claim;
  con: Claim;
  /** Rows that differ from the kind's ("1200–1400 rpm, by model"). */
  specs?: Record<string, Value>;
}

/** One brand's entry of a kind: named "<brand> [series] <size> <noun>", found by those words in either language. */
function entry(kind: Kind, b: Brand): CatalogueEntry {
  const model = [b.brand, b.series, kind.size].filter(Boolean).join(' ');
  return {
    id: `${matchKey(model)}-${kind.category}`,
    name: `${model} ${kind.noun.en}`,
    nameTr: `${model} ${kind.noun.tr}`,
    category: kind.category,
    brand: b.brand,
    aliases: [`${model} ${kind.noun.tr}`, model],
    year: 0,
    price: { model: 'one_off', amount: b.price },
    rating: b.rating,
    scores: b.scores,
    specs: { scope: kind.scope, ...kind.specs, ...b.specs, feature: b.feature },
    unstated: kind.unstated,
    physical: kind.physical,
    pro: b.pro,
    con: b.con,
  };
}

/** Every brand's entry of a kind. */
const brands = (kind: Kind, list: readonly Brand[]): CatalogueEntry[] => list.map((b) => entry(kind, b));

const MADE_IN_TURKIYE = (plant?: string) =>
  plant
    ? L(`Made in Türkiye (${plant})`, `Türkiye'de (${plant}) üretiliyor`)
    : L('Made in Türkiye', "Türkiye'de üretiliyor");
const ARCELIK_GROUP = L('Made in Türkiye by the Arçelik group', "Arçelik grubu tarafından Türkiye'de üretiliyor");
const MANISA = L('Made in Manisa (Vestel City)', "Manisa'da (Vestel City) üretiliyor");
const ARCELIK_PRO = claim(
  'Made in Türkiye, with authorised service across the country',
  "Türkiye'de üretiliyor; yetkili servisi ülkenin her yerinde",
  { row: 'feature', has: L('Made in Türkiye', "Türkiye'de") },
);
const ARCELIK_CON = claim(
  'Costs more than the same group’s Beko configuration',
  "Aynı gruptaki Beko'nun benzer modelinden daha pahalı",
  'pricing',
);
const BEKO_PRO = claim(
  'Cheaper than Arçelik, from the same group and service network',
  "Arçelik'ten ucuz; aynı grup ve aynı servis ağı",
  'pricing',
  { row: 'feature', has: L('Arçelik group', 'Arçelik grubu') },
);
const VESTEL_PRO = claim(
  'Usually the lowest price among the Turkish brands',
  'Yerli markalar arasında genellikle en düşük fiyat',
  'pricing',
);
const DEARER = claim('Costs more than the Turkish brands', 'Yerli markalardan daha pahalı', 'pricing');
const ABOVE_BOSCH = claim('Usually priced above Bosch', "Fiyatı genellikle Bosch'un üzerinde", 'pricing');
// Told by the scope row: the entry stands for a configuration, not one model code.
const CHECK_LABEL = claim(
  'Energy class and noise differ by model: check the label',
  'Enerji sınıfı ve gürültü modele göre değişiyor: etikete bakın',
  { row: 'scope', has: L('not a single model code', 'tek bir model kodu değil') },
);
// What a Turkish brand's entries share in every kind: its pro and con, and (Beko, Vestel) where
// they are made; Vestel's range is rated and scored alike across kinds.
const ARCELIK = { brand: 'Arçelik', pro: ARCELIK_PRO, con: ARCELIK_CON } as const;
const BEKO = { brand: 'Beko', feature: ARCELIK_GROUP, pro: BEKO_PRO, con: CHECK_LABEL } as const;
const VESTEL = {
  brand: 'Vestel',
  rating: 4.1,
  scores: [7.4, 8.0, 7.6, 8.0],
  feature: MANISA,
  pro: VESTEL_PRO,
  con: CHECK_LABEL,
} as const;
const BY_MODEL_SPIN = { spin: L('1200–1400 rpm, by model', 'Modele göre 1200–1400 devir/dk') };

export const WHITE_GOODS: readonly CatalogueEntry[] = [
  ...brands(WASHER, [
    {
      ...ARCELIK,
      price: 24_000,
      rating: 4.4,
      scores: [8.0, 8.4, 8.2, 7.4],
      feature: MADE_IN_TURKIYE(),
    },
    {
      ...BEKO,
      price: 20_000,
      rating: 4.3,
      scores: [7.6, 8.2, 8.0, 7.8],
    },
    {
      ...VESTEL,
      price: 17_000,
    },
    {
      brand: 'Bosch',
      series: 'Serie 4',
      price: 26_000,
      rating: 4.5,
      scores: [8.4, 8.4, 8.6, 7.2],
      feature: L('EcoSilence Drive brushless inverter motor', 'EcoSilence Drive fırçasız inverter motor'),
      pro: claim('Brushless EcoSilence Drive motor', 'Fırçasız EcoSilence Drive motor', {
        row: 'feature',
        has: 'EcoSilence Drive',
      }),
      con: DEARER,
    },
    {
      brand: 'Siemens',
      series: 'iQ300',
      price: 29_000,
      rating: 4.5,
      scores: [8.6, 8.2, 8.6, 7.0],
      feature: L('iQdrive brushless inverter motor', 'iQdrive fırçasız inverter motor'),
      pro: claim('Brushless iQdrive motor', 'Fırçasız iQdrive motor', { row: 'feature', has: 'iQdrive' }),
      con: ABOVE_BOSCH,
    },
    {
      brand: 'Samsung',
      price: 22_000,
      rating: 4.3,
      scores: [8.2, 8.2, 8.2, 7.6],
      specs: BY_MODEL_SPIN,
      feature: L(
        'EcoBubble foam wash and Digital Inverter motor',
        'EcoBubble köpüklü yıkama ve Digital Inverter motor',
      ),
      pro: claim('EcoBubble foam wash for low temperatures', 'Düşük sıcaklıklar için EcoBubble köpüklü yıkama', {
        row: 'feature',
        has: 'EcoBubble',
      }),
      con: CHECK_LABEL,
    },
    {
      brand: 'LG',
      price: 25_000,
      rating: 4.4,
      scores: [8.4, 8.2, 8.4, 7.2],
      specs: BY_MODEL_SPIN,
      feature: L('Direct-drive inverter motor (AI DD)', 'Doğrudan tahrikli inverter motor (AI DD)'),
      pro: claim('Direct-drive motor with no belt to wear out', 'Kayışı olmayan doğrudan tahrikli motor', {
        row: 'feature',
        has: L('Direct-drive', 'Doğrudan tahrikli'),
      }),
      con: DEARER,
    },
  ]),

  ...brands(DISHWASHER, [
    {
      ...ARCELIK,
      price: 21_000,
      rating: 4.4,
      scores: [8.0, 8.4, 8.2, 7.4],
      feature: MADE_IN_TURKIYE('Ankara'),
    },
    {
      ...BEKO,
      price: 18_000,
      rating: 4.3,
      scores: [7.6, 8.2, 8.0, 7.8],
    },
    {
      ...VESTEL,
      price: 15_000,
    },
    {
      brand: 'Bosch',
      series: 'Serie 4',
      price: 25_000,
      rating: 4.6,
      scores: [8.4, 8.4, 8.8, 7.2],
      feature: L('AquaStop leak protection', 'AquaStop su kaçağı koruması'),
      pro: claim('AquaStop protection against leaks', 'Su kaçağına karşı AquaStop koruması', {
        row: 'feature',
        has: 'AquaStop',
      }),
      con: DEARER,
    },
    {
      brand: 'Siemens',
      series: 'iQ300',
      price: 28_000,
      rating: 4.5,
      scores: [8.6, 8.2, 8.8, 7.0],
      feature: L('aquaStop leak protection', 'aquaStop su kaçağı koruması'),
      pro: claim('aquaStop protection against leaks', 'Su kaçağına karşı aquaStop koruması', {
        row: 'feature',
        has: 'aquaStop',
      }),
      con: ABOVE_BOSCH,
    },
    {
      brand: 'Profilo',
      price: 18_000,
      rating: 4.3,
      scores: [7.6, 8.2, 8.2, 7.8],
      feature: L(
        'BSH’s Turkish brand, sister to Bosch and Siemens',
        "BSH'nin yerli markası; Bosch ve Siemens'in kardeşi",
      ),
      pro: claim(
        'From BSH, the maker of Bosch and Siemens, for less',
        "Bosch ve Siemens'in üreticisi BSH'den, daha düşük fiyata",
        'pricing',
        { row: 'feature', has: 'BSH' },
      ),
      con: CHECK_LABEL,
    },
  ]),

  ...brands(FRIDGE, [
    {
      ...ARCELIK,
      price: 40_000,
      rating: 4.4,
      scores: [8.2, 8.4, 8.2, 7.4],
      feature: MADE_IN_TURKIYE('Eskişehir'),
    },
    {
      ...BEKO,
      price: 34_000,
      rating: 4.3,
      scores: [7.8, 8.2, 8.0, 7.8],
    },
    {
      ...VESTEL,
      price: 28_000,
    },
    {
      brand: 'Bosch',
      price: 45_000,
      rating: 4.5,
      scores: [8.4, 8.4, 8.6, 7.2],
      feature: L('VitaFresh crisper drawer', 'VitaFresh sebzelik'),
      pro: claim('VitaFresh drawer keeps vegetables longer', 'VitaFresh çekmecesi sebzeleri daha uzun saklıyor', {
        row: 'feature',
        has: 'VitaFresh',
      }),
      con: DEARER,
    },
    {
      brand: 'Samsung',
      price: 42_000,
      rating: 4.4,
      scores: [8.4, 8.2, 8.4, 7.4],
      feature: L(
        'Digital Inverter compressor, SpaceMax thin walls',
        'Digital Inverter kompresör, SpaceMax ince duvarlar',
      ),
      pro: claim('Digital Inverter compressor', 'Digital Inverter kompresör', {
        row: 'feature',
        has: 'Digital Inverter',
      }),
      con: CHECK_LABEL,
    },
    {
      brand: 'LG',
      price: 48_000,
      rating: 4.4,
      scores: [8.6, 8.2, 8.4, 7.0],
      feature: L('Smart Inverter compressor', 'Smart Inverter kompresör'),
      pro: claim('Smart Inverter compressor', 'Smart Inverter kompresör', { row: 'feature', has: 'Smart Inverter' }),
      con: DEARER,
    },
  ]),
];
