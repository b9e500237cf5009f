// The report's prose: summary, differences and similarities. Every claim is computed from the
// same one-decimal scores and the same prices the tables show, and names the numbers it rests on.
import type { Language, UseCaseRecommendation } from '@shared/api/generated/model';
import { CATEGORIES, CRITERIA, FAMILY_TEXT, cancelAnyTime, type Criterion } from '../categories';
import { criterionWord, sameCategory } from './criteria';
import { CATALOGUE_AS_OF, closeNames, identify } from '../catalogue';
import { joinList, monthYear, score } from './format';
import { allEqual, criterionValue, laggards, leaders, priceGroup, priceOf, type Profile } from './profile';
import { priceCell } from './sections';
import { kindMismatch } from './claims';
import { WORDS } from './words';
import { inLang } from '../types';
import { bestValueSentence, closeCallVerdict, valueFromPriceAlone, verdictFor, type Judgement } from '../judgement';

export { criterionWord, sameCategory };

const names = (profiles: readonly Profile[]) => profiles.map((p) => p.name);

function verdict(profiles: readonly Profile[], language: Language): string {
  const w = WORDS[language];
  const top = leaders(profiles, (p) => p.overall);
  const s = (v: number) => score(v, language);
  if (top.length === profiles.length) return w.tieAll(profiles.length, s(top[0].overall));
  if (top.length > 1) return w.tieSome(names(top), s(top[0].overall));
  const leader = top[0];
  const rest = profiles.filter((p) => p !== leader);
  const second = leaders(rest, (p) => p.overall)[0];
  if (profiles.length === 2) {
    let text = w.leaderTwo(leader.name, s(leader.overall), second.name, s(second.overall));
    // Say where the other item wins, if anywhere: a reader wants the trade-off, not only the winner.
    const edges = CRITERIA.filter((c) => second.scores[c] > leader.scores[c]);
    const word = (c: Criterion) => criterionWord(profiles, c, language);
    if (edges.length === 1) {
      const [edge] = edges;
      text += ` ${w.strongerOn(second.name, word(edge), s(second.scores[edge]), leader.name, s(leader.scores[edge]))}`;
    } else if (edges.length > 1) {
      // Ahead on most criteria yet second overall: say what decides it, or the verdict reads backwards.
      const deciding = CRITERIA.filter((c) => leader.scores[c] > second.scores[c]).map(word);
      text += ` ${w.strongerOnMany(second.name, edges.map(word), deciding)}`;
    }
    return text;
  }
  return w.leaderMany(leader.name, s(leader.overall), second.name, s(second.overall));
}

/** The price sentence, or null when prices cannot be set side by side. */
export function priceSentence(profiles: readonly Profile[], language: Language): string | null {
  const w = WORDS[language];
  // "The real cost is hosting" is said of free software only, not of a free AI app.
  if (profiles.length >= 2 && profiles.every((p) => p.entry.price.model === 'free' && p.category.family === 'software'))
    return w.allFree(profiles.length);
  const group = priceGroup(profiles);
  if (group.length < 2) return null;
  const cell = (p: Profile) => priceCell(p, language);
  if (allEqual(group, priceOf)) return w.samePrice(group.length, cell(group[0]));
  const cheap = laggards(group, priceOf);
  const dear = leaders(group, priceOf);
  if (group.length === 2) return w.cheaperTwo(cheap[0].name, cell(cheap[0]), dear[0].name, cell(dear[0]));
  return w.cheapestMany(names(cheap), cell(cheap[0]), names(dear), cell(dear[0]));
}

/**
 * The price sentence and the best-value sentence, as the summary says them one after the other, and
 * the best-value pick's reason: a sentence of the summary, with the prices it rests on.
 */
export function priceAndValue(profiles: readonly Profile[], language: Language, judgement: Judgement | undefined) {
  const price = priceSentence(profiles, language);
  // Of two items, the price sentence has just said both prices: the value sentence does not repeat them.
  const pricesSaid = !!price && profiles.length === 2;
  const value = judgement && bestValueSentence(judgement, language, pricesSaid);
  // The reason is read on its own (a best-for card), so it carries the prices it rests on: the
  // price sentence first, unless the value sentence gave them itself (a lead from price alone,
  // with no price sentence before it).
  const pricesInValue = !pricesSaid && !!judgement && valueFromPriceAlone(judgement, language);
  const reason = value && price && !pricesInValue ? `${price} ${value}` : value;
  return { price, value, reason };
}

/**
 * The best-value pick as a recommendation (title, item, the sentence with the prices it rests on),
 * or undefined when the judgement names no best value: a demo report and a model's report take it
 * from here alike, so "best value" is always the judgement's.
 */
export function bestValueRecommendation(
  profiles: readonly Profile[],
  judgement: Judgement | undefined,
  language: Language,
): UseCaseRecommendation | undefined {
  const { reason } = priceAndValue(profiles, language, judgement);
  if (!judgement?.bestValue || !reason) return undefined;
  return { use_case: WORDS[language].bestValueTitle, recommended_item: judgement.bestValue.item.name, reason };
}

function suggestion(unknown: readonly string[], known: readonly Profile[], language: Language): string[] {
  const w = WORDS[language];
  const lines: string[] = [];
  let example: readonly [string, string] = CATEGORIES.phone.example;
  for (const name of unknown) {
    // The catalogue's close names first ("did you mean …?"); else what kind of thing it looks like.
    const near = closeNames(name);
    const found = identify(name);
    if (near.length) lines.push(w.closeTo(name, near));
    else if (found.kind === 'unknown' && found.category) {
      const category = CATEGORIES[found.category];
      example = category.example;
      lines.push(w.looksLike(name, category.one[language]));
    }
  }
  // How to phrase a comparison, only when nothing was known: a report about known items does not need it.
  if (!known.length) lines.push(w.phrase(example[0], example[1]));
  return lines;
}

/** The verdict in one sentence: for the purpose, a tie within the scores' noise, or the overall leader. */
export function verdictSentence(profiles: readonly Profile[], language: Language, judgement?: Judgement): string {
  if (judgement?.purpose) return verdictFor(judgement, profiles, language);
  if (judgement && !judgement.winner) return closeCallVerdict(judgement, profiles, language);
  return verdict(profiles, language);
}

export function summary(
  profiles: readonly Profile[],
  unknown: readonly string[],
  language: Language,
  judgement?: Judgement,
): string {
  const w = WORDS[language];
  const parts: string[] = [];
  if (profiles.length === 0) {
    parts.push(w.nothingKnown);
  } else if (profiles.length === 1) {
    parts.push(w.onlyOne(profiles[0].name, score(profiles[0].overall, language)));
  } else {
    const list = joinList(names(profiles), language);
    if (sameCategory(profiles)) {
      parts.push(
        w.intro(
          list,
          profiles.length,
          // Semicolons: criteria such as "design and build" hold an "and" of their own.
          CRITERIA.map((c) => criterionWord(profiles, c, language)).join('; '),
        ),
      );
    } else {
      const kinds = [...new Set(profiles.map((p) => p.category.many[language]))];
      parts.push(w.introMixed(list, joinList(kinds, language)));
    }
    // With a judgement the report's verdict says who wins and why (the card above the summary):
    // the summary goes on from it rather than say it again.
    if (!judgement) parts.push(verdictSentence(profiles, language));
    const { price, value } = priceAndValue(profiles, language, judgement);
    if (price) parts.push(price);
    if (value) parts.push(value);
    if (priceGroup(profiles).length >= 2) parts.push(w.pricesAsOf(monthYear(CATALOGUE_AS_OF, language)));
  }
  if (unknown.length) parts.push(w.unidentified([...unknown]), ...suggestion(unknown, profiles, language));
  return parts.join(' ');
}

export function differences(profiles: readonly Profile[], language: Language, limit: number): string[] {
  if (profiles.length < 2) return [];
  const w = WORDS[language];
  const s = (v: number) => score(v, language);
  const lines: string[] = [];
  for (const criterion of CRITERIA) {
    const value = criterionValue(criterion);
    const word = criterionWord(profiles, criterion, language);
    if (allEqual(profiles, value)) {
      lines.push(w.levelAll(word, profiles.length, s(value(profiles[0]))));
    } else if (profiles.length === 2) {
      const [a, b] = value(profiles[0]) > value(profiles[1]) ? [profiles[0], profiles[1]] : [profiles[1], profiles[0]];
      lines.push(w.aheadTwo(word, a.name, s(value(a)), b.name, s(value(b))));
    } else {
      const lead = leaders(profiles, value);
      const low = laggards(profiles, value);
      lines.push(w.leadMany(word, names(lead), s(value(lead[0])), names(low), s(value(low[0]))));
    }
  }
  const price = priceSentence(profiles, language);
  if (price) lines.push(price);
  const dated = profiles.filter((p) => p.entry.year > 0);
  const family = sameCategory(profiles) ? FAMILY_TEXT[profiles[0].category.family] : null;
  const label = family?.year ?? null;
  if (dated.length === profiles.length && label) {
    const year = (p: Profile) => p.entry.year;
    if (allEqual(profiles, year)) lines.push(w.sameYear(profiles.length, profiles[0].entry.year, label[language]));
    else if (family?.founded)
      lines.push(
        w.years(
          label[language],
          profiles.map((p) => [p.name, p.entry.year]),
        ),
      );
    else if (profiles.length === 2) {
      const [n, o] = year(profiles[0]) > year(profiles[1]) ? [profiles[0], profiles[1]] : [profiles[1], profiles[0]];
      lines.push(w.newerTwo(n.name, n.entry.year, o.name, o.entry.year));
    } else {
      const newest = leaders(profiles, year);
      const oldest = laggards(profiles, year);
      lines.push(w.newestMany(names(newest), newest[0].entry.year, names(oldest), oldest[0].entry.year));
    }
  }
  // No "best user rating" line: the catalogue's ratings have no store or vote count to cite.
  return lines.slice(0, limit);
}

export function similarities(profiles: readonly Profile[], language: Language, limit: number): string[] {
  if (profiles.length < 2) return [];
  const w = WORDS[language];
  const n = profiles.length;
  const lines: string[] = [];
  if (sameCategory(profiles)) {
    const kind = language === 'tr' ? profiles[0].category.one.tr : profiles[0].category.many.en;
    // "Both are frameworks" only when no item's own type says otherwise (React is a UI library).
    const fits = profiles.every(
      (p) => !p.entry.specs.kind || !kindMismatch(kind, inLang(p.entry.specs.kind, language)),
    );
    if (fits) lines.push(w.sameCategory(n, kind));
  }
  // A claim about all of them holds for each: an imported phone has no statutory warranty from an official seller.
  if (profiles.every((p) => p.category.physical && p.entry.official !== false)) lines.push(w.allPhysical(n));
  if (profiles.every((p) => p.entry.price.model === 'monthly' && cancelAnyTime(p.category)))
    lines.push(w.allSubscriptions(n));
  if (profiles.every((p) => p.entry.price.model === 'free' && p.category.family === 'software'))
    lines.push(w.allFreeSoftware(n));
  lines.push(
    w.allDemo(
      n,
      profiles.some((p) => p.entry.price.amount !== undefined),
    ),
  );
  return lines.slice(0, limit);
}
