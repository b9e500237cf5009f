// Every sentence the report writer uses, in English and Turkish: the words are locale data
// (demo/i18n/<language>.json); here, which text each sentence takes and what fills it. Item names
// are arbitrary catalogue names, so Turkish sentences never attach a case suffix to them. Sentences
// that make a claim ("ahead", "cheaper", "tied") take the numbers they rest on, so the text shows them.
import type { Language } from '@shared/api/generated/model';
import { joinList } from './format';
import { DEMO_TEXTS, fill, oneOrOther, twoOrMany } from '../i18n';

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

/**
 * Criteria named in one list. A criterion's own name may hold "and"/"ve" ("design and build"), so the
 * list's last join becomes ", and" in English and "ile" in Turkish: "tasarım ve konfor ile sürüş
 * performansı", not "tasarım ve konfor ve sürüş performansı".
 */
function criteriaList(criteria: readonly string[], language: Language): string {
  const t = DEMO_TEXTS[language].report;
  if (criteria.length < 2 || !criteria.some((c) => c.includes(t.criteriaInnerAnd))) return joinList(criteria, language);
  const last = criteria[criteria.length - 1];
  const rest = criteria.slice(0, -1).join(', ');
  return fill(t.criteriaLastJoin, language, { rest, last });
}

/** One language's sentences, from its locale data. */
function wordsIn(language: Language): Words {
  const t = DEMO_TEXTS[language].report;
  const say = (template: string, values?: Record<string, string | number>) => fill(template, language, values);
  const list = (names: readonly string[]) => joinList(names, language);
  return {
    intro: (l, _count, criteria) => say(t.intro, { list: l, criteria }),
    introMixed: (l, categories) => say(t.introMixed, { list: l, categories }),
    leaderTwo: (leader, score, other, otherScore) => say(t.leaderTwo, { leader, score, other, otherScore }),
    leaderMany: (leader, score, second, secondScore) => say(t.leaderMany, { leader, score, second, secondScore }),
    tieAll: (count, score) => say(twoOrMany(t.tieAll, count), { score }),
    tieSome: (names, score) => say(t.tieSome, { names: list(names), score }),
    strongerOn: (name, criterion, score, other, otherScore) =>
      say(t.strongerOn, { name, criterion, score, other, otherScore }),
    strongerOnMany: (name, criteria, deciding) =>
      say(t.strongerOnMany, {
        name,
        criteria: criteriaList(criteria, language),
        deciding: deciding.length
          ? say(oneOrOther(t.strongerOnManyDeciding, deciding.length), { deciding: criteriaList(deciding, language) })
          : '',
      }),
    cheaperTwo: (cheap, cheapPrice, dear, dearPrice) => say(t.cheaperTwo, { cheap, cheapPrice, dear, dearPrice }),
    cheapestMany: (names, price, dear, dearPrice) =>
      say(oneOrOther(oneOrOther(t.cheapestMany, names.length), dear.length), {
        cheapest: list(names),
        price,
        dearest: list(dear),
        dearPrice,
      }),
    samePrice: (count, price) => say(twoOrMany(t.samePrice, count), { price }),
    allFree: (count) => twoOrMany(t.allFree, count),
    pricesAsOf: (when) => say(t.pricesAsOf, { when }),
    onlyOne: (name, score) => say(t.onlyOne, { name, score }),
    nothingKnown: t.nothingKnown,
    unidentified: (names) => say(oneOrOther(t.unidentified, names.length), { names: list(names.map((n) => `"${n}"`)) }),
    looksLike: (name, kind) => say(t.looksLike, { name, kind }),
    closeTo: (name, names) => say(t.closeTo, { name, names: names.join(t.closeToJoin) }),
    phrase: (first, second) => say(t.phrase, { first, second }),
    aheadTwo: (criterion, ahead, a, behind, b) => say(t.aheadTwo, { criterion, ahead, a, behind, b }),
    levelAll: (criterion, count, score) => say(twoOrMany(t.levelAll, count), { criterion, score }),
    leadMany: (criterion, leaders, a, lowest, b) =>
      say(oneOrOther(oneOrOther(t.leadMany, leaders.length), lowest.length), {
        criterion,
        leaders: list(leaders),
        a,
        lowest: list(lowest),
        b,
      }),
    newerTwo: (newer, yearA, older, yearB) => say(t.newerTwo, { newer, yearA, older, yearB }),
    newestMany: (newest, yearA, oldest, yearB) =>
      say(oneOrOther(oneOrOther(t.newestMany, newest.length), oldest.length), {
        newest: list(newest),
        yearA,
        oldest: list(oldest),
        yearB,
      }),
    sameYear: (count, year, label) => say(twoOrMany(t.sameYear, count), { year, label }),
    // "Founded: Turkcell 1994, Türk Telekom 1995." The same in both languages but for the label.
    years: (label, years) => `${label}: ${years.map(([name, year]) => `${name} ${year}`).join(', ')}.`,
    sameCategory: (count, kind) => say(twoOrMany(t.sameCategory, count), { kind }),
    allPhysical: (count) => twoOrMany(t.allPhysical, count),
    allSubscriptions: (count) => twoOrMany(t.allSubscriptions, count),
    allFreeSoftware: (count) => twoOrMany(t.allFreeSoftware, count),
    allDemo: (count, priced) => say(twoOrMany(t.allDemo, count), { priced: priced ? t.allDemoPriced : '' }),
    cheapestHere: (price, count) => say(twoOrMany(t.cheapestHere, count), { price }),
    dearestHere: (price, count) => say(twoOrMany(t.dearestHere, count), { price }),
    forPurpose: (label) => say(t.forPurpose, { label }),
    bestValueTitle: t.bestValueTitle,
    valueClaimWords: t.valueClaimWords,
    bestAtReason: (name, criterion, score) => say(t.bestAtReason, { name, criterion, score }),
    pollQuestion: t.pollQuestion,
  };
}

export const WORDS: Record<Language, Words> = { en: wordsIn('en'), tr: wordsIn('tr') };
