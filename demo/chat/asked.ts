// What a question asks about the items in view: their warranty, what they cost to keep (per year,
// filters), a use (pets, a carpet, travel), or a fact of theirs it names (EPUB, IPX8, LiDAR) —
// before the scores the assistant falls back on. Words are matched folded (no case, no accents),
// so Turkish and English questions are read alike.
import { CATEGORIES } from '../categories';
import { inLang, L, type Bi, type CatalogueEntry, type CategoryId } from '../types';
import { colour } from '../report/colours';
import { words } from './mentions';
import type { Language } from '@shared/api/generated/model';

/** A use the question names, the words that ask for it and the words of a fact that speak to it. */
export interface Need {
  label: Bi;
  asks: readonly string[];
  facts: readonly string[];
  /** Only about these kinds of thing ("at night" is a reading light for an e-reader, not a phone's warmth). */
  kinds?: readonly CategoryId[];
}

/** How much a car uses: asked before running costs, so "yakıt tüketimi" is read as consumption, not a fuel bill. */
const CONSUMPTION: Need = {
  label: L('fuel or energy consumption', 'yakıt ya da enerji tüketimi'),
  asks: [
    'consumption',
    'fuel economy',
    'economical',
    'mpg',
    'efficient',
    'tuketim',
    'tuketimi',
    'yakar',
    'yakiyor',
    'az yakan',
    'yakisi',
  ],
  facts: ['tuketim', 'consumption', 'menzil', 'range', 'l 100', 'kwh', 'wltp'],
  kinds: ['car'],
};

const NEEDS: readonly Need[] = [
  {
    label: L('pets', 'evcil hayvanlar'),
    asks: ['pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'evcil', 'kedi', 'kedim', 'kopek', 'kopegim', 'hayvan'],
    facts: ['pet', 'evcil', 'hair', 'tuy', 'hayvan'],
  },
  {
    label: L('carpets', 'halılar'),
    asks: ['carpet', 'carpets', 'rug', 'rugs', 'hali', 'halim'],
    facts: ['carpet', 'hali'],
  },
  {
    label: L('a small home', 'küçük evler'),
    asks: ['small flat', 'small apartment', 'small home', 'studio', 'kucuk ev', 'kucuk daire', 'kucuk bir ev', '1+1'],
    facts: ['compact', 'kompakt', 'cordless', 'kablosuz'],
  },
  {
    label: L('travel', 'seyahat'),
    asks: ['travel', 'travelling', 'traveling', 'trip', 'trips', 'seyahat', 'yolculuk', 'tatil'],
    facts: ['light', 'hafif', 'weight', 'battery', 'batarya', 'pil', 'compact', 'kompakt'],
  },
  {
    label: L('reading at night', 'gece okuma'),
    asks: ['night', 'gece', 'dark', 'karanlik', 'bed', 'yatak'],
    facts: ['warm', 'sicak', 'light', 'isik'],
    kinds: ['ereader', 'tablet'],
  },
  {
    label: L('water resistance', 'su dayanımı'),
    asks: [
      'bath',
      'beach',
      'pool',
      'swim',
      'swimming',
      'waterproof',
      'water resistant',
      'banyo',
      'plaj',
      'havuz',
      'deniz',
      'su gecirmez',
      'suya dayanikli',
      'su gecirmez mi',
    ],
    facts: ['water', 'waterproof', 'ipx8', 'ipx7', 'ip68', 'su'],
  },
  {
    label: L('gaming', 'oyun'),
    asks: ['game', 'games', 'gaming', 'gamer', 'oyun', 'oyunlar', 'oyuncu'],
    facts: ['game', 'games', 'oyun', 'gpu', 'hz'],
  },
  {
    label: L('photos and video', 'fotoğraf ve video'),
    asks: ['photo', 'photos', 'photography', 'fotograf', 'video', 'vlog'],
    facts: ['camera', 'kamera', 'telephoto', 'tele', 'zoom', 'video', 'mp', 'stabili'],
  },
  CONSUMPTION,
  {
    label: L('noise', 'gürültü'),
    asks: [
      'quiet',
      'quieter',
      'quietest',
      'noise',
      'noisy',
      'loud',
      'louder',
      'sessiz',
      'sessizdir',
      'gurultu',
      'gurultulu',
    ],
    facts: ['noise', 'gurultu', 'sessiz', 'quiet', 'db'],
  },
  {
    label: L('boot space', 'bagaj hacmi'),
    asks: ['boot', 'trunk', 'luggage', 'cargo', 'bagaj', 'bagaji', 'bagajli'],
    facts: ['bagaj', 'boot', 'trunk', 'litre', 'liter'],
    kinds: ['car'],
  },
  {
    label: L('battery life', 'pil ömrü'),
    asks: ['battery', 'battery life', 'charge', 'charging', 'pil', 'pili', 'batarya', 'bataryasi', 'sarj', 'sarji'],
    facts: ['battery', 'pil', 'batarya', 'mah', 'wh', 'runtime', 'sarj', 'charge'],
  },
  {
    label: L('a family with children', 'çocuklu aileler'),
    asks: ['family', 'kids', 'children', 'child', 'aile', 'ailem', 'cocuk', 'cocuklar', 'cocugum'],
    facts: ['family', 'aile', 'profile', 'profil', 'parental', 'ebeveyn', 'kids', 'cocuk'],
  },
];

/** Things a running cost is made of, named so the answer can say the catalogue does not price them. */
const RUNNING: readonly { label: Bi; asks: readonly string[] }[] = [
  { label: L('filters', 'filtreler'), asks: ['filter', 'filters', 'filtre', 'filtreler', 'filtresi'] },
  { label: L('brushes', 'fırçalar'), asks: ['brush', 'brushes', 'firca', 'fircalar'] },
  { label: L('dust bags', 'toz torbaları'), asks: ['bag', 'bags', 'torba', 'torbasi'] },
  { label: L('electricity', 'elektrik'), asks: ['electricity', 'power bill', 'elektrik'] },
  { label: L('ink and toner', 'mürekkep ve toner'), asks: ['ink', 'toner', 'murekkep'] },
  { label: L('fuel', 'yakıt'), asks: ['fuel', 'petrol', 'gas', 'yakit', 'benzin', 'mazot'] },
  { label: L('insurance and tax', 'sigorta ve vergi'), asks: ['insurance', 'tax', 'sigorta', 'vergi', 'kasko', 'mtv'] },
  {
    label: L('servicing and repairs', 'bakım ve onarım'),
    asks: ['service', 'servicing', 'repair', 'repairs', 'bakim', 'onarim', 'tamir'],
  },
  { label: L('accessories', 'aksesuarlar'), asks: ['accessory', 'accessories', 'aksesuar', 'kilif', 'case'] },
];

const WARRANTY = [
  'warranty',
  'warranties',
  'guarantee',
  'guaranteed',
  'garanti',
  'garantisi',
  'garantili',
  'garantiye',
];
const RUNNING_COST = [
  'per year',
  'a year',
  'each year',
  'yearly',
  'annual',
  'annually',
  'per month',
  'running cost',
  'running costs',
  'upkeep',
  'maintenance',
  'consumable',
  'consumables',
  'total cost',
  'cost of ownership',
  'yillik',
  'yilda',
  'senelik',
  'senede',
  'ayda',
  'isletme',
  'masraf',
  'masrafi',
  'sarf',
  'toplam maliyet',
];

/** Words too common to be a fact the question asks about. */
const PLAIN = new Set(
  (
    'the and for with which what how does this that these those one ones each both them they their there than then ' +
    'have has had are was were will would should could can may might not but also only just really very much many more most ' +
    'mostly mainly good better best great like want need use using used get got buy bought read reading books book ' +
    'about from into over under price prices cost costs cheap cheaper expensive year years month months day days ' +
    'hangisi hangisini hangi daha cok icin ile gibi ama veya yoksa kadar sence bana benim bir iki ikisi ikisinden ' +
    'olan olarak olur mi mu iyi kotu genelde genellikle cogunlukla okuyorum okurum okumak kitap kitaplar kitaplari ' +
    'almak alayim almaliyim istiyorum lazim gerek fiyat fiyati ucuz pahali var yok degil nasil neden niye kac ' +
    // The words of the score topics (answer.ts) stay with the scores.
    'value worth performance fast faster fastest speed powerful design look looks build easy easier easiest usability ' +
    'deger performans hiz hizli guclu tasarim gorunum iscilik kolay kullanim kullanisli'
  ).split(' '),
);

/** The question without its warranty words ("garanti" is also a bank's alias). */
export function withoutWarranty(question: string): string {
  return words(question)
    .split(' ')
    .filter((word) => !WARRANTY.includes(word))
    .join(' ');
}

export type Asked =
  | { kind: 'warranty' }
  | { kind: 'runningCost'; things: Bi[] }
  | { kind: 'useCase'; needs: Need[] }
  | { kind: 'feature'; terms: string[] }
  | { kind: 'other' };

/** `phrase` (folded words) occurs in `text` (folded by `words`, so padded with spaces) as whole words. */
const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

/** A fact's folded words hold `stem`: a whole word for short stems, the start of a word for longer ones ("carpets", "halılarda"). */
export function factHas(fact: string, stem: string): boolean {
  const folded = words(fact);
  return stem.length < 4 ? has(folded, stem) : folded.includes(` ${stem}`);
}

const COLOURS = L('Colours', 'Renkler');

/** Every fact the catalogue holds about an entry, each with its label: spec rows, then its strength and drawback. */
export function factsOf(
  entry: CatalogueEntry,
  language: Language,
): { label?: string; text: string; tone?: '+' | '−' }[] {
  const rows = CATEGORIES[entry.category].rows.flatMap(([key, label]) =>
    entry.specs[key] === undefined
      ? []
      : [{ label: inLang(label, language), text: inLang(entry.specs[key], language) }],
  );
  // The colours the report lists under design, so "which colours?" finds them.
  const colours = entry.physical?.colours.length
    ? [
        {
          label: inLang(COLOURS, language),
          text: entry.physical.colours.map((name) => colour(name, language)).join(', '),
        },
      ]
    : [];
  return [
    ...rows,
    ...colours,
    { text: entry.pro[language], tone: '+' as const },
    { text: entry.con[language], tone: '−' as const },
  ];
}

/** The question (folded) asks for `need`, about a kind of thing in view it applies to. */
const asks = (need: Need, text: string, entries: readonly CatalogueEntry[]) =>
  need.asks.some((word) => has(text, word)) &&
  (!need.kinds || entries.some((entry) => need.kinds?.includes(entry.category)));

/** The words of a folded question that are neither common nor the items' names: what it asks about. */
function contentWords(text: string, entries: readonly CatalogueEntry[]): string[] {
  const names = new Set(entries.flatMap((entry) => words(`${entry.name} ${entry.brand}`).trim().split(' ')));
  return text
    .trim()
    .split(' ')
    .filter((token) => token.length >= 3 && !PLAIN.has(token) && !names.has(token));
}

/**
 * The words of a question that are neither common, nor the items' names, nor a "which": what it asks
 * about beyond a verdict ("ekranı", "rengi"). None: a bare "which one?" the scores answer.
 */
export function askedWords(question: string, entries: readonly CatalogueEntry[]): string[] {
  return contentWords(words(question), entries).filter((token) => !/^(which|hangi)/.test(token));
}

/** A Turkish case or possessive ending, folded ("ekranı" → "ekran", "bataryası" → "batarya", "kameraları"). */
const ENDING = /(?:lari|leri|larin|lerin|nin|nun|si|su|in|un|i|u)$/;

/** The word, then the word without its ending when a stem of 4+ letters is left: what a fact's label is matched with. */
function stemsOf(token: string): string[] {
  const stem = token.replace(ENDING, '');
  if (stem === token || stem.length < 4) return [token];
  // A consonant softened before the ending: "rengi" is "renk", "kitabı" "kitap".
  const hard = stem.replace(/g$/, 'k').replace(/b$/, 'p').replace(/d$/, 't');
  return hard === stem ? [token, stem] : [token, stem, hard];
}

/** What the question asks about `entries` (the items in view), most specific first. */
export function askedOf(question: string, entries: readonly CatalogueEntry[]): Asked {
  const text = words(question);
  if (WARRANTY.some((word) => has(text, word))) return { kind: 'warranty' };
  if (asks(CONSUMPTION, text, entries)) return { kind: 'useCase', needs: [CONSUMPTION] };
  const things = RUNNING.filter((thing) => thing.asks.some((word) => has(text, word))).map((thing) => thing.label);
  if (things.length || RUNNING_COST.some((phrase) => has(text, phrase))) return { kind: 'runningCost', things };
  const needs = NEEDS.filter((need) => asks(need, text, entries));
  if (needs.length) return { kind: 'useCase', needs };
  // A word of the question that one of the items' facts holds, and that is neither common nor part of their names.
  const facts = entries.flatMap((entry) =>
    (['en', 'tr'] as const).flatMap((language) =>
      factsOf(entry, language).map((fact) => `${fact.label ?? ''} ${fact.text}`),
    ),
  );
  const recorded = (stem: string) => facts.some((fact) => factHas(fact, stem));
  const terms = [
    ...new Set(contentWords(text, entries).flatMap((token) => stemsOf(token).filter(recorded).slice(0, 1))),
  ];
  return terms.length ? { kind: 'feature', terms } : { kind: 'other' };
}
