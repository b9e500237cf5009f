// Colour names in Turkish, as Turkish stores list them: plain colours translated ("Yellow" →
// "Sarı"), makers' names translated the way their Turkish sites do ("Space Grey" → "Uzay Grisi",
// "Black Titanium" → "Siyah Titanyum"). A name not listed is translated word by word from the
// plain colours, so no English colour word reaches a Turkish report.
import type { Language } from '@shared/api/generated/model';

const WORDS_TR: Record<string, string> = {
  Black: 'Siyah',
  White: 'Beyaz',
  Blue: 'Mavi',
  Green: 'Yeşil',
  Yellow: 'Sarı',
  Pink: 'Pembe',
  Silver: 'Gümüş',
  Grey: 'Gri',
  Gray: 'Gri',
  Gold: 'Altın',
  Purple: 'Mor',
  Violet: 'Mor',
  Red: 'Kırmızı',
  Orange: 'Turuncu',
  Brown: 'Kahverengi',
  Beige: 'Bej',
  Titanium: 'Titanyum',
  Nickel: 'Nikel',
  Natural: 'Natürel',
  Dark: 'Koyu',
  Matte: 'Mat',
  Neon: 'Neon',
  covers: 'kapaklar',
  digital: 'dijital',
};

/** Whole names whose Turkish is not word for word (Turkish compounds: "Uzay Grisi", "Buz Mavisi"). */
const NAMES_TR: Record<string, string> = {
  Teal: 'Camgöbeği',
  Ultramarine: 'Lacivert',
  Graphite: 'Grafit',
  Tungsten: 'Tungsten',
  Midnight: 'Gece Yarısı',
  Starlight: 'Yıldız Işığı',
  'Space Grey': 'Uzay Grisi',
  'Space Black': 'Uzay Siyahı',
  Denim: 'Denim',
  Platinum: 'Platin',
  Sapphire: 'Safir',
  Dune: 'Kum',
  Whitestone: 'Beyaz Taş',
  Aqua: 'Turkuaz',
  'Aqua Turquoise': 'Turkuaz',
  Obsidian: 'Obsidyen',
  Hazel: 'Ela',
  Rose: 'Gül',
  Mint: 'Nane',
  Porcelain: 'Porselen',
  Wintergreen: 'Kış Yeşili',
  Peony: 'Şakayık',
  Sandstone: 'Kum Taşı',
  'Onyx Black': 'Oniks Siyah',
  'Marble Grey': 'Mermer Gri',
  'Cobalt Violet': 'Kobalt Mor',
  'Amber Yellow': 'Kehribar Sarı',
  'Desert Titanium': 'Çöl Titanyum',
  'Titanium Black': 'Titanyum Siyah',
  'Titanium Grey': 'Titanyum Gri',
  'Titanium Violet': 'Titanyum Mor',
  'Titanium Yellow': 'Titanyum Sarı',
  'Awesome Navy': 'Lacivert',
  'Awesome Iceblue': 'Buz Mavisi',
  'Awesome Lilac': 'Lila',
  'Awesome Lemon': 'Limon Sarısı',
  'Jade Green': 'Yeşim Yeşili',
  'Midnight Black': 'Gece Siyahı',
  'Mint Green': 'Nane Yeşili',
  'Ice Blue': 'Buz Mavisi',
  'Silky Black': 'İpeksi Siyah',
  'Flowy Emerald': 'Zümrüt Yeşili',
  'Nightfall Black': 'Gece Siyahı',
  'Slate Blue': 'Arduvaz Mavisi',
  'Ponder Blue': 'Derin Mavi',
  'Foggy Silver': 'Sisli Gümüş',
  'Gravity Grey': 'Grafit Gri',
  'Mist Blue': 'Sis Mavisi',
  'Champagne Gold': 'Şampanya Altını',
  'Midnight Blue': 'Gece Mavisi',
  'White Smoke': 'Duman Beyazı',
  'Bora Purple': 'Bora Moru',
  'Titan Black': 'Titan Siyah',
  'Polished Silver': 'Parlak Gümüş',
  'Agave Green': 'Agave Yeşili',
  'Deep Ocean Blue': 'Okyanus Mavisi',
  'Pearl White': 'İnci Beyazı',
  'Solid Black': 'Düz Siyah',
  'Stealth Grey': 'Mat Gri',
  'Ultra Red': 'Parlak Kırmızı',
  'Deep Blue': 'Koyu Mavi',
  'Alpine White': 'Alp Beyazı',
  'Black Sapphire': 'Safir Siyahı',
  'Portimao Blue': 'Portimao Mavisi',
  'Skyscraper Grey': 'Gökdelen Grisi',
  'Glacier White': 'Buzul Beyazı',
  'Flame Red': 'Alev Kırmızısı',
  'Iron Blue': 'Demir Mavisi',
  'Pure White': 'Saf Beyaz',
  'Attitude Black': 'Siyah',
  'Polar White': 'Kutup Beyazı',
  'Phantom Black': 'Fantom Siyah',
  'Okenite White': 'Okenit Beyazı',
  'Perla Black': 'İnci Siyahı',
  'Vertigo Blue': 'Vertigo Mavisi',
  'Elixir Red': 'İksir Kırmızısı',
  'Gelato White': 'Dondurma Beyazı',
  'Cinema Black': 'Sinema Siyahı',
  'Colosseo Grey': 'Kolezyum Grisi',
};

/** Turkish names a maker gives its colours (Togg's Anadolu, Oltu …): already Turkish. */
export const TURKISH_COLOUR_NAMES: ReadonlySet<string> = new Set(['Anadolu', 'Oltu', 'Kapadokya', 'Ege', 'Pamukkale']);

/** The Turkish of a colour name, or undefined when a word of it is not known. */
export function colourTr(name: string): string | undefined {
  if (NAMES_TR[name]) return NAMES_TR[name];
  if (TURKISH_COLOUR_NAMES.has(name)) return name;
  // "Yellow/Nickel", "Neon Red/Blue", "Black (covers)": the known words, keeping the separators.
  const parts = name.split(/([\s/()]+)/);
  const words = parts.map((part) => (/^[\s/()]*$/.test(part) ? part : (NAMES_TR[part] ?? WORDS_TR[part])));
  return words.every((w) => w !== undefined) ? words.join('') : undefined;
}

export const colour = (name: string, language: Language): string =>
  language === 'tr' ? (colourTr(name) ?? name) : name;
