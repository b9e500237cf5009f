// The verdict in words: who wins for the purpose and the facts that decide it, with their values;
// a tie said as a tie with what would decide it; the best value per price. The words are locale
// data (demo/i18n/<language>.json, 'verdict'); here, which text each verdict takes and what fills it.
import type { Language } from '@shared/api/generated/model';
import { CRITERIA, type Criterion } from '../categories';
import { DEMO_TEXTS, fill, twoOrMany } from '../i18n';
import { criterionWord } from '../report/criteria';
import { joinList, priceText, score } from '../report/format';
import type { Profile } from '../report/profile';
import type { Deciding, Judgement } from './judge';

const texts = (language: Language) => DEMO_TEXTS[language].verdict;

/**
 * Parts joined as a language joins them: English lists the deciding facts "a, b and c"; Turkish
 * strings them with "ve" each time, and the facts two items share with "; " (each is a clause).
 */
const joinWith = (parts: readonly string[], join: { between: string; last: string }) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(join.between)}${join.last}${parts[parts.length - 1]}`;

/** One deciding fact with its values: "13 days of battery against 18 hours". */
export function factPhrase(d: Deciding, profiles: readonly Profile[], language: Language): string {
  const { weight, a, b } = d;
  if (weight.read === 'score') {
    const word = criterionWord(profiles, weight.attribute.slice('score.'.length) as Criterion, language);
    const [sa, sb] = [score(a.rank ?? 0, language), score(b.rank ?? 0, language)];
    return fill(texts(language).scoreFact, language, { criterion: word, a: sa, b: sb });
  }
  const template = weight.say[language];
  // Without the other's value the phrase keeps only what it says of the winner.
  if (b.text === undefined && template.includes('{b}')) return a.text ?? '';
  return template.replace('{a}', a.text ?? '').replace('{b}', b.text ?? '');
}

/** A deciding fact seen from the item that is ahead on it. */
const aheadFirst = (d: Deciding): Deciding => ((d.a.rank ?? 0) >= (d.b.rank ?? 0) ? d : { ...d, a: d.b, b: d.a });

function purposeVerdict(j: Judgement, profiles: readonly Profile[], language: Language): string {
  const t = texts(language);
  const label = j.purpose!.label[language];
  const s = (p: Profile) => score(j.scores.get(p)!, language);
  if (j.winner) {
    const facts = j.deciding.map((d) => factPhrase(d, profiles, language));
    if (!facts.length) {
      const second = j.ranking[1];
      return fill(t.pick.scores, language, {
        label,
        winner: j.winner.name,
        score: s(j.winner),
        second: second.name,
        secondScore: s(second),
      });
    }
    const pick = fill(t.pick.facts, language, { label, winner: j.winner.name, facts: joinWith(facts, t.factsJoin) });
    return j.counter ? `${pick} ${counterSentence(j.counter, profiles, language)}` : pick;
  }
  if (j.factsLevel) return levelVerdict(j, profiles, language);
  const each = joinList(
    j.tied.map((p) => `${p.name} (${s(p)}/10)`),
    language,
  );
  const level = fill(t.purposeTie, language, { label, each });
  return j.decider ? `${level} ${deciderSentence(aheadFirst(j.decider), profiles, language)}` : level;
}

/** What the runner-up has for it, so the reader sees what the pick gives up. */
function counterSentence(d: Deciding, profiles: readonly Profile[], language: Language): string {
  return fill(texts(language).counter, language, { name: d.a.item.name, fact: factPhrase(d, profiles, language) });
}

/** The row label of a weighed fact, lower-cased for running text ("roaming", "yurt dışı kullanım"). */
function rowLabel(attribute: string, profiles: readonly Profile[], language: Language): string {
  const label = profiles[0].category.rows.find(([key]) => key === attribute)?.[1][language] ?? attribute;
  return /^\p{Lu}\p{Ll}/u.test(label)
    ? label.charAt(0).toLocaleLowerCase(language === 'tr' ? 'tr-TR' : 'en-US') + label.slice(1)
    : label;
}

/**
 * The items differ on none of the facts the purpose weighs: said as a tie, with the facts they
 * share, and what would decide it (the purpose's own answer, else the heaviest difference left).
 */
function levelVerdict(j: Judgement, profiles: readonly Profile[], language: Language): string {
  const t = texts(language);
  const label = j.purpose!.label[language];
  const names = joinList(
    j.tied.map((p) => p.name),
    language,
  );
  const shared = j.level.map(({ weight, text }) =>
    fill(twoOrMany(t.sameFact, j.tied.length), language, { row: rowLabel(weight.attribute, profiles, language), text }),
  );
  const tie = fill(shared.length ? t.factsLevel.withShared : t.factsLevel.alone, language, {
    label,
    names,
    shared: joinWith(shared, t.sameFactsJoin),
  });
  const open = j.purpose!.undecided?.[language];
  if (open) return `${tie} ${fill(t.undecided, language, { open })}`;
  return j.decider ? `${tie} ${deciderSentence(aheadFirst(j.decider), profiles, language)}` : tie;
}

function deciderSentence(d: Deciding, profiles: readonly Profile[], language: Language): string {
  return fill(texts(language).decider, language, { name: d.a.item.name, fact: factPhrase(d, profiles, language) });
}

/** Where `a` leads `b` by the most, as "design and build (9.0/10 against 8.0/10)"; undefined if nowhere. */
function widestLead(a: Profile, b: Profile, profiles: readonly Profile[], language: Language) {
  const [c] = CRITERIA.filter((x) => a.scores[x] > b.scores[x]).sort(
    (x, y) => b.scores[x] - a.scores[x] - (b.scores[y] - a.scores[y]),
  );
  if (!c) return undefined;
  const [sa, sb] = [score(a.scores[c], language), score(b.scores[c], language)];
  return fill(texts(language).leads, language, {
    name: a.name,
    criterion: criterionWord(profiles, c, language),
    a: sa,
    other: b.name,
    b: sb,
  });
}

/** The general verdict when the overall scores are within their noise: a tie, and what would decide it. */
export function closeCallVerdict(j: Judgement, profiles: readonly Profile[], language: Language): string {
  const t = texts(language);
  const each = joinList(
    j.tied.map((p) => `${p.name} (${score(j.scores.get(p)!, language)}/10)`),
    language,
  );
  const level = fill(t.closeCall, language, { each });
  if (j.tied.length !== 2) return level;
  const [a, b] = j.tied;
  const leads = [widestLead(a, b, profiles, language), widestLead(b, a, profiles, language)].filter(
    (x): x is string => !!x,
  );
  if (!leads.length) return level;
  return `${level} ${fill(t.closeCallDecider, language, { leads: leads.join('; ') })}`;
}

/** The verdict of a judgement made for a purpose. */
export function verdictFor(j: Judgement, profiles: readonly Profile[], language: Language): string {
  return purposeVerdict(j, profiles, language);
}

/**
 * Whether the best value's lead is its price alone: the overall scores read the same as shown, so a
 * "higher score per lira" would set two equal figures side by side as its evidence.
 */
export function valueFromPriceAlone(j: Judgement, language: Language): boolean {
  const v = j.bestValue;
  return !!v && score(v.item.overall, language) === score(v.next.overall, language);
}

/**
 * The best-value sentence, or undefined when no item is clearly the best value per price.
 * `pricesSaid`: the sentence before has just given both prices, so they are not given again.
 */
export function bestValueSentence(j: Judgement, language: Language, pricesSaid = false): string | undefined {
  const v = j.bestValue;
  if (!v) return undefined;
  const t = texts(language);
  const s = (p: Profile) => score(p.overall, language);
  // What the prices buy. Of two items the price sentence before has given both prices; of more, it
  // names the cheapest and the dearest, so the two compared here are given with their prices (a
  // lower score that is still the better value only reads right beside the lower price).
  const values = {
    name: v.item.name,
    score: s(v.item),
    price: String(priceText(v.item.entry, language)),
    next: v.next.name,
    nextScore: s(v.next),
    nextPrice: String(priceText(v.next.entry, language)),
    more: Math.round((100 * (v.perPrice - v.nextPerPrice)) / v.nextPerPrice),
  };
  // With level scores the stored prices are the whole reason: said with their values.
  const text = valueFromPriceAlone(j, language) ? t.valueLevel : t.valuePerPrice;
  return fill(pricesSaid ? text.pricesSaid : text.withPrices, language, values);
}
