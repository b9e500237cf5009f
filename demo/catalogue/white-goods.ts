// Washing machines, dishwashers and fridges ("beyaz eşya") from the brands people in Türkiye buy.
//
// Why configurations, not model codes: people compare these by brand ("Arçelik bulaşık makinesi mi
// Bosch mu?") far more than by model code, and each brand sells dozens of codes that change every
// season. So each entry stands for one brand's common configuration in the category (a 9 kg,
// 1200 rpm washing machine; a freestanding 60 cm dishwasher; a No Frost fridge-freezer with the
// freezer at the bottom), its name says which, and the report names it, so the reader sees what was
// compared. A brand and a kind of appliance ("Arçelik bulaşık makinesi", "Bosch dishwasher") resolve
// to that entry (see representative() in index.ts).
//
// Facts: the configuration's defining figures, and the brand's technology that its range of that
// configuration carries. Energy class, noise and programme count differ from model to model within
// a configuration, so they are left `unstated` rather than guessed. Prices: typical Türkiye shelf
// prices in TRY for the configuration as of CATALOGUE_AS_OF, before campaign discounts, rounded.
// Year 0: a configuration spans model years, so no launch year is printed.
import { L, type CatalogueEntry, type CategoryId } from '../types';

type Draft = Omit<CatalogueEntry, 'category' | 'year' | 'unstated'> & { unstated?: readonly string[] };
const of =
  (category: CategoryId, unstated: readonly string[]) =>
  (e: Draft): CatalogueEntry => ({ ...e, category, year: 0, unstated: e.unstated ?? unstated });
const washer = of('washing_machine', ['energy', 'noise', 'programs']);
const dishwasher = of('dishwasher', ['capacity', 'energy', 'noise', 'programs']);
const fridge = of('refrigerator', ['capacity', 'energy', 'noise']);

const NINE_KG = { capacity: '9 kg', spin: L('1200 rpm', '1200 devir/dk') };
// The first row of each: what the entry stands for, so the report says which machine it compared.
const WASHER_SCOPE = L(
  'The brand’s common 9 kg front-loader, not a single model code',
  'Markanın yaygın 9 kg önden yüklemeli makinesi; tek bir model kodu değil',
);
const DISHWASHER_SCOPE = L(
  'The brand’s common freestanding 60 cm dishwasher, not a single model code',
  'Markanın yaygın 60 cm solo bulaşık makinesi; tek bir model kodu değil',
);
const FRIDGE_SCOPE = L(
  'The brand’s common No Frost fridge-freezer, not a single model code',
  'Markanın yaygın No Frost kombi buzdolabı; tek bir model kodu değil',
);
const WASHER_BODY = {
  materials: L('Steel cabinet, stainless steel drum', 'Çelik gövde, paslanmaz çelik tambur'),
  colours: ['White'],
};
const FREESTANDING = L('Freestanding, 60 cm wide', 'Solo (ankastre değil), 60 cm genişlik');
const DISHWASHER_BODY = {
  materials: L('Steel outer panels, stainless steel tub', 'Çelik dış paneller, paslanmaz çelik iç hazne'),
  colours: ['White', 'Silver'],
};
const COMBI = L('No Frost fridge-freezer, freezer at the bottom', 'No Frost kombi, dondurucu altta');
const FRIDGE_BODY = {
  materials: L('Steel doors and cabinet, plastic interior', 'Çelik kapı ve gövde, plastik iç yüzey'),
  colours: ['White', 'Silver'],
};
const CHECK_LABEL = L(
  'Energy class and noise differ by model: check the label',
  'Enerji sınıfı ve gürültü modele göre değişiyor: etikete bakın',
);
const MADE_IN_TURKIYE = L('Made in Türkiye', "Türkiye'de üretiliyor");

export const WHITE_GOODS: readonly CatalogueEntry[] = [
  washer({
    id: 'arcelik-washer-9kg',
    name: 'Arçelik 9 kg Washing Machine',
    nameTr: 'Arçelik 9 kg Çamaşır Makinesi',
    brand: 'Arçelik',
    aliases: ['arçelik 9 kg çamaşır makinesi', 'arçelik 9 kg'],
    price: { model: 'one_off', amount: 24_000 },
    rating: 4.4,
    scores: [8.0, 8.4, 8.2, 7.4],
    specs: { scope: WASHER_SCOPE, ...NINE_KG, feature: MADE_IN_TURKIYE },
    physical: WASHER_BODY,
    pro: L(
      'Made in Türkiye, with authorised service across the country',
      "Türkiye'de üretiliyor; yetkili servisi ülkenin her yerinde",
    ),
    con: L(
      'Costs more than the same group’s Beko configuration',
      "Aynı gruptaki Beko'nun benzer modelinden daha pahalı",
    ),
  }),
  washer({
    id: 'beko-washer-9kg',
    name: 'Beko 9 kg Washing Machine',
    nameTr: 'Beko 9 kg Çamaşır Makinesi',
    brand: 'Beko',
    aliases: ['beko 9 kg çamaşır makinesi', 'beko 9 kg'],
    price: { model: 'one_off', amount: 20_000 },
    rating: 4.3,
    scores: [7.6, 8.2, 8.0, 7.8],
    specs: {
      scope: WASHER_SCOPE,
      ...NINE_KG,
      feature: L('Made in Türkiye by the Arçelik group', "Arçelik grubu tarafından Türkiye'de üretiliyor"),
    },
    physical: WASHER_BODY,
    pro: L(
      'Cheaper than Arçelik, from the same group and service network',
      "Arçelik'ten ucuz; aynı grup ve aynı servis ağı",
    ),
    con: CHECK_LABEL,
  }),
  washer({
    id: 'vestel-washer-9kg',
    name: 'Vestel 9 kg Washing Machine',
    nameTr: 'Vestel 9 kg Çamaşır Makinesi',
    brand: 'Vestel',
    aliases: ['vestel 9 kg çamaşır makinesi', 'vestel 9 kg'],
    price: { model: 'one_off', amount: 17_000 },
    rating: 4.1,
    scores: [7.4, 8.0, 7.6, 8.0],
    specs: {
      scope: WASHER_SCOPE,
      ...NINE_KG,
      feature: L('Made in Manisa (Vestel City)', "Manisa'da (Vestel City) üretiliyor"),
    },
    physical: WASHER_BODY,
    pro: L('Usually the lowest price among the Turkish brands', 'Yerli markalar arasında genellikle en düşük fiyat'),
    con: CHECK_LABEL,
  }),
  washer({
    id: 'bosch-washer-serie4-9kg',
    name: 'Bosch Serie 4 9 kg Washing Machine',
    nameTr: 'Bosch Serie 4 9 kg Çamaşır Makinesi',
    brand: 'Bosch',
    aliases: ['bosch serie 4 çamaşır makinesi', 'bosch serie 4 9 kg', 'bosch 9 kg çamaşır makinesi'],
    price: { model: 'one_off', amount: 26_000 },
    rating: 4.5,
    scores: [8.4, 8.4, 8.6, 7.2],
    specs: {
      scope: WASHER_SCOPE,
      ...NINE_KG,
      feature: L('EcoSilence Drive brushless inverter motor', 'EcoSilence Drive fırçasız inverter motor'),
    },
    physical: WASHER_BODY,
    pro: L('Brushless EcoSilence Drive motor', 'Fırçasız EcoSilence Drive motor'),
    con: L('Costs more than the Turkish brands', 'Yerli markalardan daha pahalı'),
  }),
  washer({
    id: 'siemens-washer-iq300-9kg',
    name: 'Siemens iQ300 9 kg Washing Machine',
    nameTr: 'Siemens iQ300 9 kg Çamaşır Makinesi',
    brand: 'Siemens',
    aliases: ['siemens iq300 çamaşır makinesi', 'siemens iq300 9 kg', 'siemens 9 kg çamaşır makinesi'],
    price: { model: 'one_off', amount: 29_000 },
    rating: 4.5,
    scores: [8.6, 8.2, 8.6, 7.0],
    specs: {
      scope: WASHER_SCOPE,
      ...NINE_KG,
      feature: L('iQdrive brushless inverter motor', 'iQdrive fırçasız inverter motor'),
    },
    physical: WASHER_BODY,
    pro: L('Brushless iQdrive motor', 'Fırçasız iQdrive motor'),
    con: L('Usually priced above Bosch', 'Fiyatı genellikle Bosch’un üzerinde'),
  }),
  washer({
    id: 'samsung-washer-9kg',
    name: 'Samsung 9 kg Washing Machine',
    nameTr: 'Samsung 9 kg Çamaşır Makinesi',
    brand: 'Samsung',
    aliases: ['samsung 9 kg çamaşır makinesi', 'samsung ecobubble'],
    price: { model: 'one_off', amount: 22_000 },
    rating: 4.3,
    scores: [8.2, 8.2, 8.2, 7.6],
    specs: {
      scope: WASHER_SCOPE,
      capacity: '9 kg',
      spin: L('1200–1400 rpm, by model', 'Modele göre 1200–1400 devir/dk'),
      feature: L(
        'EcoBubble foam wash and Digital Inverter motor',
        'EcoBubble köpüklü yıkama ve Digital Inverter motor',
      ),
    },
    physical: WASHER_BODY,
    pro: L('EcoBubble foam wash for low temperatures', 'Düşük sıcaklıklar için EcoBubble köpüklü yıkama'),
    con: CHECK_LABEL,
  }),
  washer({
    id: 'lg-washer-9kg',
    name: 'LG 9 kg Washing Machine',
    nameTr: 'LG 9 kg Çamaşır Makinesi',
    brand: 'LG',
    aliases: ['lg 9 kg çamaşır makinesi', 'lg ai dd'],
    price: { model: 'one_off', amount: 25_000 },
    rating: 4.4,
    scores: [8.4, 8.2, 8.4, 7.2],
    specs: {
      scope: WASHER_SCOPE,
      capacity: '9 kg',
      spin: L('1200–1400 rpm, by model', 'Modele göre 1200–1400 devir/dk'),
      feature: L('Direct-drive inverter motor (AI DD)', 'Doğrudan tahrikli inverter motor (AI DD)'),
    },
    physical: WASHER_BODY,
    pro: L('Direct-drive motor with no belt to wear out', 'Kayışı olmayan doğrudan tahrikli motor'),
    con: L('Costs more than the Turkish brands', 'Yerli markalardan daha pahalı'),
  }),

  dishwasher({
    id: 'arcelik-dishwasher-60',
    name: 'Arçelik 60 cm Dishwasher',
    nameTr: 'Arçelik 60 cm Bulaşık Makinesi',
    brand: 'Arçelik',
    aliases: ['arçelik 60 cm bulaşık makinesi'],
    price: { model: 'one_off', amount: 21_000 },
    rating: 4.4,
    scores: [8.0, 8.4, 8.2, 7.4],
    specs: {
      scope: DISHWASHER_SCOPE,
      format: FREESTANDING,
      feature: L('Made in Türkiye (Ankara)', "Türkiye'de (Ankara) üretiliyor"),
    },
    physical: DISHWASHER_BODY,
    pro: L(
      'Made in Türkiye, with authorised service across the country',
      "Türkiye'de üretiliyor; yetkili servisi ülkenin her yerinde",
    ),
    con: L(
      'Costs more than the same group’s Beko configuration',
      "Aynı gruptaki Beko'nun benzer modelinden daha pahalı",
    ),
  }),
  dishwasher({
    id: 'beko-dishwasher-60',
    name: 'Beko 60 cm Dishwasher',
    nameTr: 'Beko 60 cm Bulaşık Makinesi',
    brand: 'Beko',
    aliases: ['beko 60 cm bulaşık makinesi'],
    price: { model: 'one_off', amount: 18_000 },
    rating: 4.3,
    scores: [7.6, 8.2, 8.0, 7.8],
    specs: {
      scope: DISHWASHER_SCOPE,
      format: FREESTANDING,
      feature: L('Made in Türkiye by the Arçelik group', "Arçelik grubu tarafından Türkiye'de üretiliyor"),
    },
    physical: DISHWASHER_BODY,
    pro: L(
      'Cheaper than Arçelik, from the same group and service network',
      "Arçelik'ten ucuz; aynı grup ve aynı servis ağı",
    ),
    con: CHECK_LABEL,
  }),
  dishwasher({
    id: 'vestel-dishwasher-60',
    name: 'Vestel 60 cm Dishwasher',
    nameTr: 'Vestel 60 cm Bulaşık Makinesi',
    brand: 'Vestel',
    aliases: ['vestel 60 cm bulaşık makinesi'],
    price: { model: 'one_off', amount: 15_000 },
    rating: 4.1,
    scores: [7.4, 8.0, 7.6, 8.0],
    specs: {
      scope: DISHWASHER_SCOPE,
      format: FREESTANDING,
      feature: L('Made in Manisa (Vestel City)', "Manisa'da (Vestel City) üretiliyor"),
    },
    physical: DISHWASHER_BODY,
    pro: L('Usually the lowest price among the Turkish brands', 'Yerli markalar arasında genellikle en düşük fiyat'),
    con: CHECK_LABEL,
  }),
  dishwasher({
    id: 'bosch-dishwasher-serie4-60',
    name: 'Bosch Serie 4 60 cm Dishwasher',
    nameTr: 'Bosch Serie 4 60 cm Bulaşık Makinesi',
    brand: 'Bosch',
    aliases: ['bosch serie 4 bulaşık makinesi', 'bosch serie 4 60 cm'],
    price: { model: 'one_off', amount: 25_000 },
    rating: 4.6,
    scores: [8.4, 8.4, 8.8, 7.2],
    specs: {
      scope: DISHWASHER_SCOPE,
      format: FREESTANDING,
      feature: L('AquaStop leak protection', 'AquaStop su kaçağı koruması'),
    },
    physical: DISHWASHER_BODY,
    pro: L('AquaStop protection against leaks', 'Su kaçağına karşı AquaStop koruması'),
    con: L('Costs more than the Turkish brands', 'Yerli markalardan daha pahalı'),
  }),
  dishwasher({
    id: 'siemens-dishwasher-iq300-60',
    name: 'Siemens iQ300 60 cm Dishwasher',
    nameTr: 'Siemens iQ300 60 cm Bulaşık Makinesi',
    brand: 'Siemens',
    aliases: ['siemens iq300 bulaşık makinesi', 'siemens iq300 60 cm'],
    price: { model: 'one_off', amount: 28_000 },
    rating: 4.5,
    scores: [8.6, 8.2, 8.8, 7.0],
    specs: {
      scope: DISHWASHER_SCOPE,
      format: FREESTANDING,
      feature: L('aquaStop leak protection', 'aquaStop su kaçağı koruması'),
    },
    physical: DISHWASHER_BODY,
    pro: L('aquaStop protection against leaks', 'Su kaçağına karşı aquaStop koruması'),
    con: L('Usually priced above Bosch', 'Fiyatı genellikle Bosch’un üzerinde'),
  }),
  dishwasher({
    id: 'profilo-dishwasher-60',
    name: 'Profilo 60 cm Dishwasher',
    nameTr: 'Profilo 60 cm Bulaşık Makinesi',
    brand: 'Profilo',
    aliases: ['profilo 60 cm bulaşık makinesi'],
    price: { model: 'one_off', amount: 18_000 },
    rating: 4.3,
    scores: [7.6, 8.2, 8.2, 7.8],
    specs: {
      scope: DISHWASHER_SCOPE,
      format: FREESTANDING,
      feature: L(
        'BSH’s Turkish brand, sister to Bosch and Siemens',
        "BSH'nin yerli markası; Bosch ve Siemens'in kardeşi",
      ),
    },
    physical: DISHWASHER_BODY,
    pro: L(
      'From BSH, the maker of Bosch and Siemens, for less',
      "Bosch ve Siemens'in üreticisi BSH'den, daha düşük fiyata",
    ),
    con: CHECK_LABEL,
  }),

  fridge({
    id: 'arcelik-fridge-nofrost',
    name: 'Arçelik No Frost Fridge-Freezer',
    nameTr: 'Arçelik No Frost Kombi Buzdolabı',
    brand: 'Arçelik',
    aliases: ['arçelik no frost buzdolabı', 'arçelik kombi buzdolabı', 'arçelik no frost'],
    price: { model: 'one_off', amount: 40_000 },
    rating: 4.4,
    scores: [8.2, 8.4, 8.2, 7.4],
    specs: {
      scope: FRIDGE_SCOPE,
      type: COMBI,
      feature: L('Made in Türkiye (Eskişehir)', "Türkiye'de (Eskişehir) üretiliyor"),
    },
    physical: FRIDGE_BODY,
    pro: L(
      'Made in Türkiye, with authorised service across the country',
      "Türkiye'de üretiliyor; yetkili servisi ülkenin her yerinde",
    ),
    con: L(
      'Costs more than the same group’s Beko configuration',
      "Aynı gruptaki Beko'nun benzer modelinden daha pahalı",
    ),
  }),
  fridge({
    id: 'beko-fridge-nofrost',
    name: 'Beko No Frost Fridge-Freezer',
    nameTr: 'Beko No Frost Kombi Buzdolabı',
    brand: 'Beko',
    aliases: ['beko no frost buzdolabı', 'beko kombi buzdolabı', 'beko no frost'],
    price: { model: 'one_off', amount: 34_000 },
    rating: 4.3,
    scores: [7.8, 8.2, 8.0, 7.8],
    specs: {
      scope: FRIDGE_SCOPE,
      type: COMBI,
      feature: L('Made in Türkiye by the Arçelik group', "Arçelik grubu tarafından Türkiye'de üretiliyor"),
    },
    physical: FRIDGE_BODY,
    pro: L(
      'Cheaper than Arçelik, from the same group and service network',
      "Arçelik'ten ucuz; aynı grup ve aynı servis ağı",
    ),
    con: CHECK_LABEL,
  }),
  fridge({
    id: 'vestel-fridge-nofrost',
    name: 'Vestel No Frost Fridge-Freezer',
    nameTr: 'Vestel No Frost Kombi Buzdolabı',
    brand: 'Vestel',
    aliases: ['vestel no frost buzdolabı', 'vestel kombi buzdolabı', 'vestel no frost'],
    price: { model: 'one_off', amount: 28_000 },
    rating: 4.1,
    scores: [7.4, 8.0, 7.6, 8.0],
    specs: {
      scope: FRIDGE_SCOPE,
      type: COMBI,
      feature: L('Made in Manisa (Vestel City)', "Manisa'da (Vestel City) üretiliyor"),
    },
    physical: FRIDGE_BODY,
    pro: L('Usually the lowest price among the Turkish brands', 'Yerli markalar arasında genellikle en düşük fiyat'),
    con: CHECK_LABEL,
  }),
  fridge({
    id: 'bosch-fridge-nofrost',
    name: 'Bosch No Frost Fridge-Freezer',
    nameTr: 'Bosch No Frost Kombi Buzdolabı',
    brand: 'Bosch',
    aliases: ['bosch no frost buzdolabı', 'bosch kombi buzdolabı', 'bosch no frost'],
    price: { model: 'one_off', amount: 45_000 },
    rating: 4.5,
    scores: [8.4, 8.4, 8.6, 7.2],
    specs: { scope: FRIDGE_SCOPE, type: COMBI, feature: L('VitaFresh crisper drawer', 'VitaFresh sebzelik') },
    physical: FRIDGE_BODY,
    pro: L('VitaFresh drawer keeps vegetables longer', 'VitaFresh çekmecesi sebzeleri daha uzun saklıyor'),
    con: L('Costs more than the Turkish brands', 'Yerli markalardan daha pahalı'),
  }),
  fridge({
    id: 'samsung-fridge-nofrost',
    name: 'Samsung No Frost Fridge-Freezer',
    nameTr: 'Samsung No Frost Kombi Buzdolabı',
    brand: 'Samsung',
    aliases: ['samsung no frost buzdolabı', 'samsung kombi buzdolabı', 'samsung no frost'],
    price: { model: 'one_off', amount: 42_000 },
    rating: 4.4,
    scores: [8.4, 8.2, 8.4, 7.4],
    specs: {
      scope: FRIDGE_SCOPE,
      type: COMBI,
      feature: L(
        'Digital Inverter compressor, SpaceMax thin walls',
        'Digital Inverter kompresör, SpaceMax ince duvarlar',
      ),
    },
    physical: FRIDGE_BODY,
    pro: L('Digital Inverter compressor', 'Digital Inverter kompresör'),
    con: CHECK_LABEL,
  }),
  fridge({
    id: 'lg-fridge-nofrost',
    name: 'LG No Frost Fridge-Freezer',
    nameTr: 'LG No Frost Kombi Buzdolabı',
    brand: 'LG',
    aliases: ['lg no frost buzdolabı', 'lg kombi buzdolabı', 'lg no frost'],
    price: { model: 'one_off', amount: 48_000 },
    rating: 4.4,
    scores: [8.6, 8.2, 8.4, 7.0],
    specs: { scope: FRIDGE_SCOPE, type: COMBI, feature: L('Smart Inverter compressor', 'Smart Inverter kompresör') },
    physical: FRIDGE_BODY,
    pro: L('Smart Inverter compressor', 'Smart Inverter kompresör'),
    con: L('Costs more than the Turkish brands', 'Yerli markalardan daha pahalı'),
  }),
];
