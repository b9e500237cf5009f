// The demo assistant's sentences (markdown), typed. The words are locale data, the assistant's
// share of demo/i18n/<language>.json ('assistant'), held to tr/en parity with the report writer's;
// here they are filled with the values each answer gives.
import type { Language } from '@shared/api/generated/model';
import { DEMO_TEXTS, fill, twoOrMany } from '../i18n';

export type Topic = 'overall' | 'price' | 'pricing' | 'performance' | 'design' | 'usability';

export interface ChatWords {
  overall: string;
  year: string;
  price: string;
  greeting(recent: string[]): string;
  winnerIn(comparison: string, winner: string, criterion: string, value: string, others: string): string;
  sharedIn(comparison: string, names: string, criterion: string, value: string): string;
  /** `count`: how many items tie (all of them): two read "both", more "all". */
  tieIn(comparison: string, criterion: string, value: string, count: number): string;
  notComparable(comparison: string, href: string): string;
  cheaperIn(comparison: string, name: string, price: string, others: string): string;
  samePrice: string;
  openReport(href: string): string;
  notComparedYet(names: string): string;
  catalogueWinner(name: string, criterion: string, value: string): string;
  catalogueTie(criterion: string, value: string): string;
  runIt(href: string): string;
  aboutOne(name: string, kind: string): string;
  inYour(comparison: string, href: string): string;
  compareWith(example: string): string;
  unsure: string;
  unsureAbout(kind: string): string;
  yourComparisons: string;
  askAbout(item: string): string;
  tryNaming: string;
  // Answers about one fact of the items in view (asked.ts, facts.ts).
  fromReport(comparison: string): string;
  fromCatalogue(names: string): string;
  warrantyIs: string;
  noWarranty(names: string): string;
  oneOff(price: string): string;
  perMonth(price: string, perYear: string): string;
  free: string;
  varies: string;
  runningUnknown(things: string): string;
  runningUnknownAll: string;
  forNeeds(needs: string): string;
  recommends(item: string, useCase: string, reason: string): string;
  nothingOn(needs: string, names: string): string;
  whatIsKnown: string;
  about(terms: string): string;
  nothingAbout(terms: string): string;
  notCovered(comparison: string): string;
}

function chatWords(language: Language): ChatWords {
  const t = DEMO_TEXTS[language].assistant;
  const f = (template: string, values?: Record<string, string | number>) => fill(template, language, values);
  // English says "an" before a vowel and "a" otherwise; Turkish has "bir" for both.
  const a = (kind: string) => (/^[aeiou]/i.test(kind) ? t.indefinite.beforeVowel : t.indefinite.beforeConsonant);
  // The overall score is named without a criterion ("a tie overall", "Overall, … comes out ahead").
  const on = <T>(text: { overall: T; criterion: T }, criterion: string): T =>
    criterion === t.overall ? text.overall : text.criterion;
  return {
    overall: t.overall,
    year: t.year,
    price: t.price,
    greeting: (recent) =>
      [t.greeting, ...(recent.length ? ['', t.latestComparisons, ...recent.map((r) => `- ${r}`)] : [])].join('\n'),
    winnerIn: (comparison, winner, criterion, score, others) =>
      f(others ? t.winnerIn.withOthers : t.winnerIn.alone, { comparison, winner, criterion, score, others }),
    sharedIn: (comparison, names, criterion, score) => f(t.sharedIn, { comparison, names, criterion, score }),
    tieIn: (comparison, criterion, score, count) =>
      f(twoOrMany(on(t.tieIn, criterion), count), { comparison, criterion, score }),
    notComparable: (comparison, href) => f(t.notComparable, { comparison, href }),
    cheaperIn: (comparison, name, price, others) => f(t.cheaperIn, { comparison, name, price, others }),
    samePrice: t.samePrice,
    openReport: (href) => f(t.openReport, { href }),
    notComparedYet: (names) => f(t.notComparedYet, { names }),
    catalogueWinner: (name, criterion, score) => f(on(t.catalogueWinner, criterion), { name, criterion, score }),
    catalogueTie: (criterion, score) => f(on(t.catalogueTie, criterion), { criterion, score }),
    runIt: (href) => f(t.runIt, { href }),
    aboutOne: (name, kind) => f(t.aboutOne, { name, a: a(kind), kind }),
    inYour: (comparison, href) => f(t.inYour, { comparison, href }),
    compareWith: (example) => f(t.compareWith, { example }),
    unsure: t.unsure,
    unsureAbout: (kind) => f(t.unsureAbout, { a: a(kind), kind }),
    yourComparisons: t.yourComparisons,
    askAbout: (item) => f(t.askAbout, { item }),
    tryNaming: t.tryNaming,
    fromReport: (comparison) => f(t.fromReport, { comparison }),
    fromCatalogue: (names) => f(t.fromCatalogue, { names }),
    warrantyIs: t.warrantyIs,
    noWarranty: (names) => f(t.noWarranty, { names }),
    oneOff: (price) => f(t.oneOff, { price }),
    perMonth: (price, perYear) => f(t.perMonth, { price, perYear }),
    free: t.free,
    varies: t.varies,
    runningUnknown: (things) => f(t.runningUnknown, { things }),
    runningUnknownAll: t.runningUnknownAll,
    forNeeds: (needs) => f(t.forNeeds, { needs }),
    recommends: (item, useCase, reason) => f(t.recommends, { item, useCase, reason }),
    nothingOn: (needs, names) => f(t.nothingOn, { needs, names }),
    whatIsKnown: t.whatIsKnown,
    about: (terms) => f(t.about, { terms }),
    nothingAbout: (terms) => f(t.nothingAbout, { terms }),
    notCovered: (comparison) => f(t.notCovered, { comparison }),
  };
}

export const CHAT_WORDS: Record<Language, ChatWords> = { en: chatWords('en'), tr: chatWords('tr') };
