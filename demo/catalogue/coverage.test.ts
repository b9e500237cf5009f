// What people in Türkiye compare: the catalogue knows the common pairs of every category, places
// names it does not hold by their words, forgives typos, and every entry is complete in both languages.
import { describe, expect, it } from 'vitest';
import { parseComparisonQuery } from '@shared/compare-items';
import { CATEGORIES } from '../categories';
import type { CategoryId, Value } from '../types';
import { catalogueEvidence } from '../evidence';
import { writtenComparison } from '../report/test-support';
import { CATALOGUE, closeNames, detectCategory, identify, identifyAll } from './index';

const nameOf = (typed: string) => {
  const found = identify(typed);
  return found.kind === 'known' ? found.entry.name : undefined;
};

describe('new categories', () => {
  it.each([
    // Catalogue entries, as people type them.
    ['Turkcell', 'mobile_operator'],
    ['türk telekom', 'mobile_operator'],
    ['VODAFONE', 'mobile_operator'],
    ['Superonline', 'home_internet'],
    ['TurkNet', 'home_internet'],
    ['Vodafone Net', 'home_internet'],
    ['Millenicom', 'home_internet'],
    ['TT internet', 'home_internet'],
    ['ChatGPT', 'ai_assistant'],
    ['chat gpt', 'ai_assistant'],
    ['Claude', 'ai_assistant'],
    ['Gemini', 'ai_assistant'],
    ['Copilot', 'ai_assistant'],
    ['Perplexity', 'ai_assistant'],
    ['DeepSeek', 'ai_assistant'],
    ['Grok', 'ai_assistant'],
    ['Nike Pegasus 41', 'running_shoes'],
    ['Adizero SL', 'running_shoes'],
    ['Gel-Nimbus 26', 'running_shoes'],
    ['Clifton 9', 'running_shoes'],
    ['1080v14', 'running_shoes'],
    ['Brooks Ghost 16', 'running_shoes'],
    ['Trendyol', 'ecommerce'],
    ['hepsiburada', 'ecommerce'],
    ['Amazon Türkiye', 'ecommerce'],
    ['n11', 'ecommerce'],
    ['çiçek sepeti', 'ecommerce'],
    ['Temu', 'ecommerce'],
    ['Pazarama', 'ecommerce'],
    ['İzmir', 'city'],
    ['ANKARA', 'city'],
    ['Eskisehir', 'city'],
    ['Bursa', 'city'],
    ['Kayseri', 'city'],
    ['İzmit', 'city'],
    ['Honda Civic', 'car'],
    ['VW Golf', 'car'],
    ['Toyota C-HR', 'car'],
    ['Dacia Duster', 'car'],
    ['Hyundai i20', 'car'],
    ['Canon EOS R6 Mark II', 'camera'],
    ['Nikon Z6 III', 'camera'],
    ['Galaxy S25 Ultra', 'phone'],
    ['iPhone 16 Pro', 'phone'],
    ['MacBook Air M2', 'laptop'],
    ['LG C4', 'tv'],
    ['PS5 Pro', 'console'],
    ['Flutter', 'framework'],
    ['React Native', 'framework'],
    ['MSSQL', 'database'],
    // Large appliances by brand and kind, Turkish and English, with and without Turkish letters.
    ['Arçelik bulaşık makinesi', 'dishwasher'],
    ['arcelik bulasik makinesi', 'dishwasher'],
    ['Bosch dishwasher', 'dishwasher'],
    ['Profilo bulaşık makinesi', 'dishwasher'],
    ['Beko çamaşır makinesi', 'washing_machine'],
    ['Siemens washing machine', 'washing_machine'],
    ['LG çamaşır makinesi', 'washing_machine'],
    ['Vestel buzdolabı', 'refrigerator'],
    ['Samsung fridge', 'refrigerator'],
    ['LG refrigerator', 'refrigerator'],
    // Gaming laptops, Monster (a Turkish brand) among them.
    ['Lenovo Legion 5', 'laptop'],
    ['Monster Tulpar', 'laptop'],
    ['Tulpar T5', 'laptop'],
    ['Abra A5', 'laptop'],
    ['ASUS TUF Gaming A15', 'laptop'],
    ['ROG Strix G16', 'laptop'],
    ['MSI Katana 15', 'laptop'],
    ['HP Victus', 'laptop'],
    ['HP Omen 16', 'laptop'],
    // Turkish streaming.
    ['Tabii', 'video_streaming'],
    ['TRT Tabii', 'video_streaming'],
    ['TOD', 'video_streaming'],
    ['Gain', 'video_streaming'],
    ['Exxen', 'video_streaming'],
    // Newer variants.
    ['Redmi Note 13 Pro', 'phone'],
    ['POCO X6 Pro', 'phone'],
    ['Galaxy A15', 'phone'],
    ['Kobo Libra 2', 'ereader'],
    ['Kobo Clara Colour', 'ereader'],
    ['Novablast 4', 'running_shoes'],
    // Gaps the lead's everyday queries found: older iPhones, small cars, robot vacuums, pen e-readers.
    ['iPhone 13', 'phone'],
    ['iphone 14', 'phone'],
    ['Peugeot 208', 'car'],
    ['Yaris Cross', 'car'],
    ['Opel Corsa', 'car'],
    ['Roborock Q7 Max', 'vacuum'],
    ['Roborock Q Revo', 'vacuum'],
    ['Xiaomi Robot Vacuum S10', 'vacuum'],
    ['Kindle Scribe', 'ereader'],
    ['reMarkable 2', 'ereader'],
    // Meal and grocery delivery apps.
    ['Getir', 'food_delivery'],
    ['yemek sepeti', 'food_delivery'],
    ['Trendyol Go', 'food_delivery'],
    ['Migros Hemen', 'food_delivery'],
    // Not in the catalogue, placed by their words.
    ['Wolt', 'food_delivery'],
    ['Uber Eats', 'food_delivery'],
    ['İstegelsin', 'food_delivery'],
    ['Pttcell', 'mobile_operator'],
    ['Kablonet', 'home_internet'],
    ['Mistral Le Chat', 'ai_assistant'],
    ['Saucony Endorphin Speed 4', 'running_shoes'],
    ['Shein', 'ecommerce'],
    ['Mersin', 'city'],
    ['Grundig çamaşır makinesi', 'washing_machine'],
    ['Electrolux dishwasher', 'dishwasher'],
    ['Altus buzdolabı', 'refrigerator'],
    // E-money apps are not banks; note-taking and language-learning apps; single-board computers.
    ['Papara', 'fintech'],
    ['ininal kart', 'fintech'],
    ['Tosla', 'fintech'],
    ['Notion', 'note_app'],
    ['OneNote', 'note_app'],
    ['Obsidian', 'note_app'],
    ['Joplin', 'note_app'],
    ['Duolingo', 'language_app'],
    ['Babbel', 'language_app'],
    ['Busuu', 'language_app'],
    ['Memrise', 'language_app'],
    ['Raspberry Pi 5', 'mini_pc'],
    ['Orange Pi 5', 'mini_pc'],
    ['Intel NUC', 'mini_pc'],
    ['mini bilgisayar', 'mini_pc'],
    ['BYD Atto 3', 'car'],
    ['BYD Dolphin', 'car'],
    ['Roborock S8 Pro Ultra', 'vacuum'],
    ['Roomba j7+', 'vacuum'],
    ['Nespresso Essenza Mini', 'coffee_machine'],
    ['Dedica', 'coffee_machine'],
  ] as [string, CategoryId][])('%s → %s', (name, category) => {
    expect(detectCategory(name)).toBe(category);
  });

  it('holds enough entries in every category for its common comparisons', () => {
    for (const id of Object.keys(CATEGORIES) as CategoryId[]) {
      const count = CATALOGUE.filter((e) => e.category === id).length;
      expect(count, id).toBeGreaterThanOrEqual(3);
    }
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(215);
  });
});

describe('queries a Turkish user types', () => {
  it.each([
    ['Turkcell mi Vodafone mu?', ['Turkcell', 'Vodafone'], undefined],
    ['Turkcell vs Türk Telekom vs Vodafone', ['Turkcell', 'Türk Telekom', 'Vodafone'], undefined],
    ['İstanbul mu İzmir mi yaşamak için', ['İstanbul', 'İzmir'], 'yaşamak için'],
    ['Pegasus 41 or Adizero SL for running', ['Nike Pegasus 41', 'Adidas Adizero SL'], 'for running'],
    ['ChatGPT yoksa Claude', ['ChatGPT', 'Claude'], undefined],
    ['ChatGPT vs Claude vs Gemini', ['ChatGPT', 'Claude', 'Google Gemini'], undefined],
    ['Trendyol veya Hepsiburada', ['Trendyol', 'Hepsiburada'], undefined],
    ['Superonline mı TurkNet mi?', ['Turkcell Superonline', 'TurkNet'], undefined],
    ['Toyota Corolla vs Honda Civic', ['Toyota Corolla', 'Honda Civic'], undefined],
    ['Ankara ile Eskişehir, öğrenci için', ['Ankara', 'Eskişehir'], 'öğrenci için'],
    ['iphon 15 vs galaxy s24', ['iPhone 15', 'Samsung Galaxy S24'], undefined],
    [
      'Arçelik bulaşık makinesi vs Bosch bulaşık makinesi',
      ['Arçelik 60 cm Dishwasher', 'Bosch Serie 4 60 cm Dishwasher'],
      undefined,
    ],
    [
      'Vestel buzdolabı vs Samsung buzdolabı',
      ['Vestel No Frost Fridge-Freezer', 'Samsung No Frost Fridge-Freezer'],
      undefined,
    ],
    ['Exxen vs Netflix', ['Exxen', 'Netflix'], undefined],
    ['Tabii mi Netflix mi', ['Tabii', 'Netflix'], undefined],
    ['TOD vs Exxen', ['TOD', 'Exxen'], undefined],
    ['Lenovo Legion 5 vs Monster Tulpar', ['Lenovo Legion 5', 'Monster Tulpar T5'], undefined],
    ['Monster Abra A5 mı ASUS TUF mu oyun için', ['Monster Abra A5', 'ASUS TUF Gaming A15'], 'oyun için'],
    ['redmi note 13 pro vs poco x6 pro', ['Xiaomi Redmi Note 13 Pro', 'POCO X6 Pro'], undefined],
    ['Galaxy A55 mi Galaxy A15 mi', ['Samsung Galaxy A55', 'Samsung Galaxy A15'], undefined],
    ['Kindle Paperwhite vs Kobo Libra 2', ['Kindle Paperwhite', 'Kobo Libra 2'], undefined],
    ['Kobo Clara BW mi Clara Colour mı', ['Kobo Clara BW', 'Kobo Clara Colour'], undefined],
    ['Nike Pegasus 41 vs Asics Novablast 4', ['Nike Pegasus 41', 'Asics Novablast 4'], undefined],
    ['Getir vs Yemeksepeti', ['Getir', 'Yemeksepeti'], undefined],
    ['getir mi yemeksepeti mi', ['Getir', 'Yemeksepeti'], undefined],
    ['Trendyol Go mu Migros Hemen mi', ['Trendyol Go', 'Migros Hemen'], undefined],
    ['Samsung Galaxy A55 mi iPhone 13 mü', ['Samsung Galaxy A55', 'iPhone 13'], undefined],
    ['iPhone 14 mü iPhone 15 mi', ['iPhone 14', 'iPhone 15'], undefined],
    ['Renault Clio vs Peugeot 208', ['Renault Clio', 'Peugeot 208'], undefined],
    ['Yaris Cross mu Corsa mı', ['Toyota Yaris Cross', 'Opel Corsa'], undefined],
    ['Xiaomi Robot Vacuum S10 vs Roborock Q Revo', ['Xiaomi Robot Vacuum S10', 'Roborock Q Revo'], undefined],
    ['Kindle Scribe vs reMarkable 2', ['Kindle Scribe', 'reMarkable 2'], undefined],
    ['ROG Ally vs Steam Deck', ['ASUS ROG Ally', 'Steam Deck OLED'], undefined],
    [
      'Garmin Forerunner 265 vs Apple Watch SE',
      ['Garmin Forerunner 265', 'Apple Watch SE (2nd generation)'],
      undefined,
    ],
  ])('%s', (query, names, purpose) => {
    const parsed = parseComparisonQuery(query);
    expect(parsed.purpose).toBe(purpose);
    expect(parsed.items.map(nameOf)).toEqual(names);
  });
});

describe('typos', () => {
  it.each([
    ['iphon 15', 'iPhone 15'],
    ['galaxy s24', 'Samsung Galaxy S24'],
    ['turkcel', 'Turkcell'],
    ['vodafon', 'Vodafone'],
    ['Trendyl', 'Trendyol'],
    ['hepsibrada', 'Hepsiburada'],
    ['ChatGTP', 'ChatGPT'],
    ['arcelik bulasik makinesi', 'Arçelik 60 cm Dishwasher'],
    ['ARÇELİK ÇAMAŞIR MAKİNESİ', 'Arçelik 9 kg Washing Machine'],
    ['legion5', 'Lenovo Legion 5'],
    ['lenova legion 5', 'Lenovo Legion 5'],
    ['monstr tulpar', 'Monster Tulpar T5'],
    ['exxen', 'Exxen'],
    ['EXXEN', 'Exxen'],
    ['Kobo Libra2', 'Kobo Libra 2'],
    ['novablst 4', 'Asics Novablast 4'],
    ['peugeot 208', 'Peugeot 208'],
    // "Pejo" is how many people in Türkiye write Peugeot: an alias, not a guess.
    ['pejo 208', 'Peugeot 208'],
    ['yemeksepti', 'Yemeksepeti'],
    ['GETİR', 'Getir'],
    ['remarkable2', 'reMarkable 2'],
    ['kindle scrbe', 'Kindle Scribe'],
  ])('%s is %s', (typed, name) => {
    expect(nameOf(typed)).toBe(name);
  });

  it.each([
    'Xiaomi 14T',
    'Pixel 8a',
    'Galaxy S24+',
    'iPhone 16e',
    // Launched on 5 June 2025, after CATALOGUE_AS_OF: the catalogue cannot know it.
    'Nintendo Switch 2',
  ])('%s is another model, not a typo of its base model', (typed) => {
    expect(nameOf(typed)).toBeUndefined();
  });

  it.each([
    ['macbok air', 'MacBook Air M3'],
    ['Canon R6', 'Canon EOS R6 Mark II'],
    ['Nikon Z6', 'Nikon Z6 III'],
    ['Pegasus', 'Nike Pegasus 41'],
    // "Q7" is a series (Q7, Q7+, Q7 Max …): the Max is offered, not assumed.
    ['Roborock Q7', 'Roborock Q7 Max'],
  ])('"%s" is not guessed but suggests %s', (typed, suggestion) => {
    expect(nameOf(typed)).toBeUndefined();
    expect(closeNames(typed)).toContain(suggestion);
  });
});

describe('brand-level queries for large appliances', () => {
  const namesOf = (query: string) =>
    identifyAll(parseComparisonQuery(query).items).map((f) => (f.kind === 'known' ? f.entry.name : undefined));

  it.each([
    // A bare brand beside an appliance is that brand's appliance of the same kind.
    ['Beko çamaşır makinesi mi Bosch mu', ['Beko 9 kg Washing Machine', 'Bosch Serie 4 9 kg Washing Machine']],
    ['Arçelik bulaşık makinesi mi Profilo mu', ['Arçelik 60 cm Dishwasher', 'Profilo 60 cm Dishwasher']],
    ['LG fridge or Bosch', ['LG No Frost Fridge-Freezer', 'Bosch No Frost Fridge-Freezer']],
    // Outside large appliances a brand alone is not guessed, nor a brand with no appliance beside it.
    ['iPhone 15 vs Samsung', ['iPhone 15', undefined]],
    ['Bosch vs Arçelik', [undefined, undefined]],
  ])('%s', (query, names) => {
    expect(namesOf(query)).toEqual(names);
  });

  it('reports which configuration it took for each brand, and leaves nothing unidentified', () => {
    const query = 'Arçelik bulaşık makinesi mi Bosch mu';
    const report = writtenComparison(query, parseComparisonQuery(query).items, 'tr');
    expect(report.result.items.map((item) => item.name)).toEqual([
      'Arçelik 60 cm Bulaşık Makinesi',
      'Bosch Serie 4 60 cm Bulaşık Makinesi',
    ]);
    expect(report.result.unidentified_items).toBeUndefined();
  });

  it('gives a model writer the configuration as evidence, with no launch year (a configuration has none)', () => {
    const [evidence] = catalogueEvidence(['Arçelik bulaşık makinesi'], 'tr');
    const labels = evidence.facts.map((fact) => fact.label);
    expect(labels).toContain('Karşılaştırılan');
    expect(labels).not.toContain('Yıl');
  });
});

describe('Turkish TV brands', () => {
  const namesOf = (query: string) =>
    identifyAll(parseComparisonQuery(query).items).map((f) => (f.kind === 'known' ? f.entry.name : undefined));

  it.each([
    // Vestel, Arçelik and Beko make TVs and large appliances: the other item or the query's own words decide.
    ['Vestel vs Samsung televizyon', ['Vestel 55QA9700', 'Samsung S90D 55']],
    ['Arçelik TV mi LG mi', ['Arçelik A55 OLED C 970 B', 'LG C4 OLED 55']],
    ['Beko television or Sony', ['Beko B55 OLED C 970 B', 'Sony Bravia XR A80L 55']],
    ['Vestel 55QA9700 vs LG C4', ['Vestel 55QA9700', 'LG C4 OLED 55']],
    ['Arçelik bulaşık makinesi mi Vestel mi', ['Arçelik 60 cm Dishwasher', 'Vestel 60 cm Dishwasher']],
    ['Beko çamaşır makinesi mi Arçelik mi', ['Beko 9 kg Washing Machine', 'Arçelik 9 kg Washing Machine']],
  ])('%s', (query, names) => {
    expect(namesOf(query)).toEqual(names);
  });

  it.each([
    ['tr', 'Vestel vs Samsung televizyon', ['Vestel 55QA9700', 'Samsung S90D 55'], 'Panel'],
    ['tr', 'Arçelik TV mi LG mi', ['Arçelik A55 OLED C 970 B', 'LG C4 OLED 55'], 'Panel'],
    ['en', 'Beko TV vs Vestel', ['Beko B55 OLED C 970 B', 'Vestel 55QA9700'], 'Panel'],
  ] as const)('%s: "%s" is written as a TV comparison', (language, query, names, panel) => {
    const report = writtenComparison(query, parseComparisonQuery(query).items, language);
    expect(report.result.items.map((item) => item.name)).toEqual(names);
    expect(report.result.unidentified_items).toBeUndefined();
    const rows = report.result.specialized_features!.flatMap((table) => table.features.map((f) => f.name));
    expect(rows).toContain(panel);
    expect(rows).not.toContain(language === 'tr' ? 'Karşılaştırılan' : 'Compared as');
  });
});

describe('Turkish streaming', () => {
  it.each([
    ['tr', 'Tabii mi Netflix mi', 'Ücretsiz'],
    ['en', 'Tabii vs Netflix', 'Free to use'],
  ] as const)('a free service is priced as free, with no word of a licence (%s)', (language, query, free) => {
    const report = writtenComparison(query, parseComparisonQuery(query).items, language);
    const prices = report.result.pricing_analysis?.map((p) => p.current_price);
    expect(prices?.[0]).toBe(free);
    expect(JSON.stringify(report.result)).not.toMatch(/licen[cs]e|lisans/i);
  });
});

describe('food and grocery delivery apps', () => {
  it.each([
    [
      'tr',
      'Getir mi Yemeksepeti mi',
      'İkisi de yemek ve market siparişi uygulaması kategorisinde',
      'Uygulama ücretsiz',
    ],
    ['en', 'Getir vs Yemeksepeti', 'Both are food and grocery delivery apps', 'Free app'],
  ] as const)('are compared as what they are, priced per order (%s)', (language, query, kind, price) => {
    const report = writtenComparison(query, parseComparisonQuery(query).items, language);
    const text = JSON.stringify(report.result);
    expect(report.result.items.map((item) => item.name)).toEqual(['Getir', 'Yemeksepeti']);
    expect(report.result.unidentified_items).toBeUndefined();
    expect(report.result.similarities).toContain(`${kind}.`);
    expect(report.result.pricing_analysis?.map((p) => p.current_price?.startsWith(price))).toEqual([true, true]);
    // Nothing that does not fit an app: no build, no warranty, no security features we cannot vouch for.
    expect(text).not.toMatch(/not applicable|uygulanamaz|warranty|garanti|two-step|iki adımlı/i);
  });
});

describe('names in a Turkish report', () => {
  it.each([
    ['iPad Air mi iPad 10. nesil mi', ['iPad Air (M2)', 'iPad (10. nesil)']],
    ['Apple Watch SE mi Galaxy Watch 6 mı', ['Apple Watch SE (2. nesil)', 'Samsung Galaxy Watch6']],
  ])('%s: a generation is written in Turkish', (query, names) => {
    const report = writtenComparison(query, parseComparisonQuery(query).items, 'tr');
    expect(report.result.items.map((item) => item.name)).toEqual(names);
    expect(JSON.stringify(report.result)).not.toMatch(/generation/);
  });
});

describe('prices', () => {
  it('a product bought new is priced as one: iPhone 13 from sellers’ stock, an imported Kindle Scribe', () => {
    const report = writtenComparison('iPhone 13 vs Kindle Scribe', ['iPhone 13', 'Kindle Scribe'], 'tr');
    expect(report.result.pricing_analysis?.map((p) => p.current_price)).toEqual([
      expect.stringMatching(/^yaklaşık 42\.000 TL/),
      expect.stringMatching(/^yaklaşık 18\.000 TL/),
    ]);
  });
});

describe('every catalogue entry is complete', () => {
  const texts = (value: Value): string[] => (typeof value === 'string' ? [value] : [value.en, value.tr]);

  it.each(CATALOGUE.map((e) => [e.name, e] as const))('%s', (_, entry) => {
    const category = CATEGORIES[entry.category];
    // A price model, with an amount exactly when it is paid for, inside the category's band.
    expect(['one_off', 'monthly', 'free', 'varies']).toContain(entry.price.model);
    // A product bought new has a typical Türkiye price: a buyer weighs it against one.
    if (category.physical) expect(entry.price.model).toBe('one_off');
    const paid = entry.price.model === 'one_off' || entry.price.model === 'monthly';
    expect(entry.price.amount !== undefined).toBe(paid);
    if (paid && category.band) {
      expect(entry.price.amount).toBeGreaterThanOrEqual(category.band[0]);
      expect(entry.price.amount).toBeLessThanOrEqual(category.band[1]);
    }
    // A fact for each of its category's rows, or a deliberate omission; nothing outside the rows.
    const rows = category.rows.map(([key]) => key);
    for (const key of rows) expect(key in entry.specs !== (entry.unstated ?? []).includes(key), key).toBe(true);
    for (const key of [...Object.keys(entry.specs), ...(entry.unstated ?? [])]) expect(rows).toContain(key);
    // Both languages, never empty; physical attributes exactly for physical things.
    for (const value of [...Object.values(entry.specs), entry.pro, entry.con])
      for (const text of texts(value)) expect(text.trim()).not.toBe('');
    expect(entry.pro.en).not.toBe(entry.pro.tr);
    expect(entry.con.en).not.toBe(entry.con.tr);
    expect(entry.physical !== undefined).toBe(category.physical);
    // Turkish casing: İstanbul and İzmir keep their dotted capital in the name and every Turkish text.
    for (const text of [
      entry.name,
      entry.pro.tr,
      entry.con.tr,
      ...Object.values(entry.specs).map((v) => texts(v).at(-1)!),
    ])
      expect(text).not.toMatch(/\bI(stanbul|zmir)/);
    // A Turkish figure has a decimal comma: "53,5 Wh", not "53.5 Wh" (a plain string is shown in both).
    for (const value of Object.values(entry.specs))
      expect(texts(value).at(-1)).not.toMatch(/\b\d+\.\d+\s?(Wh|kWh|kg|g|mAh|MP|mm|cm|W|GB|TB|Hz|sn|″)(?!\p{L})/u);
  });
});
