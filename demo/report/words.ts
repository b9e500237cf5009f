// Every sentence the report writer uses, in English and Turkish. Item names are arbitrary
// catalogue names, so Turkish sentences never attach a case suffix to them. Sentences that make
// a claim ("ahead", "cheaper", "tied") take the numbers they rest on, so the text shows them.
import type { Language } from '@shared/api/generated/model';
import { joinList } from './format';

/** Formatted figures come in ready to print (scores "8.6", prices "about 58,000 TRY"). */
export interface Words {
  intro(list: string, count: number, criteria: string): string;
  introMixed(list: string, categories: string): string;
  leaderTwo(leader: string, score: string, other: string, otherScore: string): string;
  leaderMany(leader: string, score: string, second: string, secondScore: string): string;
  tieAll(count: number, score: string): string;
  tieSome(names: string[], score: string): string;
  strongerOn(name: string, criterion: string, score: string, other: string, otherScore: string): string;
  /** The runner-up ahead on several criteria; `deciding`: those the overall leader wins on. */
  strongerOnMany(name: string, criteria: string[], deciding: string[]): string;
  cheaperTwo(cheap: string, cheapPrice: string, dear: string, dearPrice: string): string;
  cheapestMany(names: string[], price: string, dearest: string[], dearPrice: string): string;
  samePrice(count: number, price: string): string;
  allFree(count: number): string;
  pricesAsOf(monthYear: string): string;
  onlyOne(name: string, score: string): string;
  nothingKnown: string;
  unidentified(names: string[]): string;
  looksLike(name: string, kind: string): string;
  /** Close catalogue names for one that is not known ("did you mean …?"). */
  closeTo(name: string, names: string[]): string;
  phrase(example1: string, example2: string): string;
  // differences
  aheadTwo(criterion: string, ahead: string, a: string, behind: string, b: string): string;
  levelAll(criterion: string, count: number, score: string): string;
  leadMany(criterion: string, leaders: string[], a: string, lowest: string[], b: string): string;
  newerTwo(newer: string, yearA: number, older: string, yearB: number): string;
  newestMany(newest: string[], yearA: number, oldest: string[], yearB: number): string;
  /** `label`: the family's year row ("Launched", "Current generation since", "Founded"). */
  sameYear(count: number, year: number, label: string): string;
  /** Each item's year under the row's label, for a year that ranks nothing (a founding year). */
  years(label: string, years: [name: string, year: number][]): string;
  // similarities
  sameCategory(count: number, kind: string): string;
  allPhysical(count: number): string;
  allSubscriptions(count: number): string;
  allFreeSoftware(count: number): string;
  /** `priced`: some item has a price to check before buying. */
  allDemo(count: number, priced: boolean): string;
  // items and use cases
  // `count`: how many items the line ranks among. Turkish says "önde"/"daha pahalı" of two, not a superlative.
  cheapestHere(price: string, count: number): string;
  dearestHere(price: string, count: number): string;
  /** The best-for title of a purpose's pick ("For running" / "Koşu için"). */
  forPurpose(label: string): string;
  bestValueTitle: string;
  /**
   * Words of a recommendation's title that make it a claim about value for the money (lower case):
   * that claim is the judgement's alone, so a model's recommendation that makes it is left out.
   */
  valueClaimWords: string[];
  bestAtReason(name: string, criterion: string, score: string): string;
  pollQuestion: string;
}

const both = (count: number, two: string, many: string) => (count === 2 ? two : many);

/**
 * Criteria named in one list. A criterion's own name may hold "and"/"ve" ("design and build"), so the
 * list's last join becomes ", and" in English and "ile" in Turkish: "tasarım ve konfor ile sürüş
 * performansı", not "tasarım ve konfor ve sürüş performansı".
 */
function criteriaList(criteria: readonly string[], language: Language): string {
  const inner = language === 'tr' ? ' ve ' : ' and ';
  if (criteria.length < 2 || !criteria.some((c) => c.includes(inner))) return joinList(criteria, language);
  const last = criteria[criteria.length - 1];
  const rest = criteria.slice(0, -1).join(', ');
  return language === 'tr' ? `${rest} ile ${last}` : `${rest}, and ${last}`;
}

/** "Founded: Turkcell 1994, Türk Telekom 1995." The same in both languages but for the label. */
const yearsUnder = (label: string, years: [name: string, year: number][]) =>
  `${label}: ${years.map(([name, year]) => `${name} ${year}`).join(', ')}.`;

const en: Words = {
  intro: (list, _count, criteria) => `${list} are compared on four criteria: ${criteria}.`,
  introMixed: (list, categories) =>
    `${list} belong to different categories (${categories}), so each is scored against its own kind and the scores are only a rough guide across categories.`,
  leaderTwo: (l, s, o, os) => `${l} comes out ahead overall with ${s}/10, against ${os}/10 for ${o}.`,
  leaderMany: (l, s, r, rs) => `${l} comes out ahead overall with ${s}/10, followed by ${r} with ${rs}/10.`,
  tieAll: (count, s) => `${both(count, 'Both', 'All of them')} score ${s}/10 overall: a tie.`,
  tieSome: (names, s) => `${joinList(names, 'en')} are tied for first place overall with ${s}/10.`,
  strongerOn: (n, c, s, o, os) => `${n} is stronger on ${c} (${s}/10 against ${os}/10 for ${o}).`,
  strongerOnMany: (n, cs, deciding) =>
    `${n} is ahead on ${criteriaList(cs, 'en')}${deciding.length ? `; ${criteriaList(deciding, 'en')} ${deciding.length > 1 ? 'decide' : 'decides'} the overall result` : ''}.`,
  cheaperTwo: (c, cp, d, dp) => `${c} is the cheaper of the two at ${cp} (${d}: ${dp}).`,
  cheapestMany: (names, p, dear, dp) =>
    `${joinList(names, 'en')} ${names.length > 1 ? 'are the cheapest' : 'is the cheapest'} at ${p}; ${joinList(dear, 'en')} ${dear.length > 1 ? 'cost' : 'costs'} the most at ${dp}.`,
  samePrice: (count, p) => `${both(count, 'Both', 'All of them')} cost ${p}.`,
  allFree: (count) =>
    `${both(count, 'Both are', 'All of them are')} free to use; the real cost is hosting and the people who run it.`,
  pricesAsOf: (when) => `Prices are typical prices in Türkiye as of ${when} (demo data).`,
  onlyOne: (n, s) =>
    `Only ${n} could be identified, so this is a profile of it alone: its facts and demo scores (${s}/10 overall) are below.`,
  nothingKnown: 'None of the items could be identified, so nothing is compared.',
  unidentified: (names) =>
    `We could not identify ${joinList(
      names.map((n) => `"${n}"`),
      'en',
    )}; ${names.length > 1 ? 'they get' : 'it gets'} no rating, price or specs in this report.`,
  looksLike: (n, kind) => `"${n}" looks like a ${kind}, but it is not in the demo catalogue yet.`,
  closeTo: (n, names) => `For "${n}", did you mean ${names.join(' or ')}?`,
  phrase: (a, b) => `Use the full product or service name, for example "${a} vs ${b}".`,
  aheadTwo: (c, a, as, b, bs) => `${a} is ahead on ${c}: ${as}/10 against ${bs}/10 for ${b}.`,
  levelAll: (c, count, s) => `${both(count, 'Both', 'All of them')} are level on ${c} at ${s}/10.`,
  leadMany: (c, lead, a, low, b) =>
    `${joinList(lead, 'en')} ${lead.length > 1 ? 'share the lead' : 'leads'} on ${c} with ${a}/10; ${joinList(low, 'en')} ${low.length > 1 ? 'are' : 'is'} lowest with ${b}/10.`,
  newerTwo: (n, ya, o, yb) => `${n} is the newer of the two (${ya}; ${o}: ${yb}).`,
  newestMany: (n, ya, o, yb) =>
    `${joinList(n, 'en')} ${n.length > 1 ? 'are' : 'is'} the newest (${ya}); ${joinList(o, 'en')} ${o.length > 1 ? 'are' : 'is'} the oldest (${yb}).`,
  sameYear: (count, y) => `${both(count, 'Both', 'All of them')} date from ${y}.`,
  years: yearsUnder,
  sameCategory: (count, kind) => `${both(count, 'Both are', 'All of them are')} ${kind}.`,
  allPhysical: (count) =>
    `${both(count, 'Both', 'All of them')} come with Türkiye's statutory two-year warranty when bought new from an official seller.`,
  allSubscriptions: (count) =>
    `${both(count, 'Both', 'All of them')} are billed monthly and can be cancelled at any time.`,
  allFreeSoftware: (count) =>
    `${both(count, 'Both are', 'All of them are')} free to use, with large communities and long track records.`,
  allDemo: (count, priced) =>
    `${both(count, 'Both', 'All of them')} are described from the demo catalogue${priced ? '; check current prices before you buy' : ''}.`,
  cheapestHere: (p) => `Cheapest here (${p})`,
  dearestHere: (p) => `Most expensive here (${p})`,
  forPurpose: (label) => `For ${label}`,
  bestValueTitle: 'Best value for the money',
  valueClaimWords: ['value', 'money', 'price', 'budget', 'cheap', 'afford', 'bang for'],
  bestAtReason: (n, c, s) => `${n} scores highest on ${c} (${s}/10).`,
  pollQuestion: 'Which one would you choose?',
};

const tr: Words = {
  intro: (list, _count, criteria) => `${list} dört ölçütle karşılaştırıldı: ${criteria}.`,
  introMixed: (list, categories) =>
    `${list} farklı kategorilerde (${categories}); her biri kendi türüne göre puanlandı, bu yüzden kategoriler arası puanlar yalnızca kaba bir fikir verir.`,
  leaderTwo: (l, s, o, os) => `Genel puanda ${l} önde: ${s}/10 (${o}: ${os}/10).`,
  leaderMany: (l, s, r, rs) => `Genel puanda ${l} önde: ${s}/10; ikinci sırada ${r} var (${rs}/10).`,
  tieAll: (count, s) => `Genel puanda berabere: ${both(count, 'ikisi de', 'hepsi')} ${s}/10 alıyor.`,
  tieSome: (names, s) => `Genel puanda ${joinList(names, 'tr')} ${s}/10 ile birinciliği paylaşıyor.`,
  strongerOn: (n, c, s, o, os) => `${capitaliseTr(c)} açısından ise ${n} daha güçlü (${s}/10; ${o}: ${os}/10).`,
  strongerOnMany: (n, cs, deciding) =>
    `${capitaliseTr(criteriaList(cs, 'tr'))} açısından ise ${n} önde${deciding.length ? `; genel sonucu ${criteriaList(deciding, 'tr')} belirliyor` : ''}.`,
  cheaperTwo: (c, cp, d, dp) => `Fiyatta ${c} daha uygun: ${cp} (${d}: ${dp}).`,
  cheapestMany: (names, p, dear, dp) =>
    `En uygun fiyatlı ${names.length > 1 ? 'seçenekler' : 'seçenek'}: ${joinList(names, 'tr')} (${p}); en pahalı: ${joinList(dear, 'tr')} (${dp}).`,
  samePrice: (count, p) => `${both(count, 'İkisinin de', 'Hepsinin')} fiyatı ${p}.`,
  allFree: (count) =>
    `${both(count, 'İkisi de', 'Hepsi')} ücretsiz kullanılabiliyor; asıl maliyet barındırma ve işletme emeği.`,
  pricesAsOf: (when) => `Fiyatlar ${when} itibarıyla Türkiye'deki tipik fiyatlardır (demo verisi).`,
  onlyOne: (n, s) =>
    `Yalnızca ${n} tanımlanabildi; bu yüzden bu rapor yalnızca onu anlatıyor. Bilgileri ve demo puanları aşağıda (genel ${s}/10).`,
  nothingKnown: 'Seçeneklerin hiçbiri tanımlanamadı; bu yüzden karşılaştırma yapılmadı.',
  unidentified: (names) =>
    `${joinList(
      names.map((n) => `"${n}"`),
      'tr',
    )} tanımlanamadı; bu raporda ${names.length > 1 ? 'bunlar için' : 'bunun için'} puan, fiyat ya da teknik bilgi verilmiyor.`,
  looksLike: (n, kind) => `"${n}" bir ${kind} gibi görünüyor ama henüz demo kataloğunda yok.`,
  closeTo: (n, names) => `"${n}" için şunu mu demek istediniz: ${names.join(' ya da ')}?`,
  phrase: (a, b) => `Ürün ya da hizmetin tam adını yazın; örneğin "${a} vs ${b}".`,
  aheadTwo: (c, a, as, b, bs) => `${capitaliseTr(c)} açısından ${a} önde (${as}/10); ${b} ${bs}/10 puan alıyor.`,
  levelAll: (c, count, s) => `${capitaliseTr(c)} açısından ${both(count, 'ikisi de', 'hepsi')} ${s}/10 ile eşit.`,
  leadMany: (c, lead, a, low, b) =>
    `${capitaliseTr(c)} açısından önde: ${joinList(lead, 'tr')} (${a}/10); en düşük: ${joinList(low, 'tr')} (${b}/10).`,
  newerTwo: (n, ya, o, yb) => `${n} daha yeni: ${ya} (${o}: ${yb}).`,
  newestMany: (n, ya, o, yb) => `En yeni: ${joinList(n, 'tr')} (${ya}); en eski: ${joinList(o, 'tr')} (${yb}).`,
  // Under the row's own label ("Mevcut nesil: ikisinde de 2019."): "2019 tarihli" is said of a document.
  sameYear: (count, y, label) => `${label}: ${both(count, 'ikisinde de', 'hepsinde')} ${y}.`,
  years: yearsUnder,
  sameCategory: (count, kind) => `${both(count, 'İkisi de', 'Hepsi')} ${kind} kategorisinde.`,
  allPhysical: (count) =>
    `${both(count, 'İkisi de', 'Hepsi')} resmi satıcıdan sıfır alındığında Türkiye'deki iki yıllık yasal garantiyle geliyor.`,
  allSubscriptions: (count) =>
    `${both(count, 'İkisi de', 'Hepsi')} aylık faturalanıyor ve istenildiği zaman iptal edilebiliyor.`,
  allFreeSoftware: (count) =>
    `${both(count, 'İkisi de', 'Hepsi')} ücretsiz kullanılabiliyor; geniş toplulukları ve uzun geçmişleri var.`,
  allDemo: (count, priced) =>
    `${both(count, 'İkisi de', 'Hepsi')} demo kataloğundaki bilgilerle anlatılıyor${priced ? '; satın almadan önce güncel fiyatları kontrol edin' : ''}.`,
  cheapestHere: (p, count) => `${both(count, 'Daha uygun fiyatlı', 'En uygun fiyatlısı')} (${p})`,
  dearestHere: (p, count) => `${both(count, 'Daha pahalı', 'En pahalısı')} (${p})`,
  forPurpose: (label) => `${capitaliseTr(label)} için`,
  bestValueTitle: 'Fiyatına göre en iyi değer',
  valueClaimWords: ['fiyat', 'değer', 'bütçe', 'ucuz', 'ekonomik', 'uygun fiyat', 'paranın karşılığı'],
  bestAtReason: (n, c, s) => `${capitaliseTr(c)} puanı en yüksek olan ${n} (${s}/10).`,
  pollQuestion: 'Hangisini tercih ederdiniz?',
};

function capitaliseTr(text: string): string {
  return text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);
}

export const WORDS: Record<Language, Words> = { en, tr };
