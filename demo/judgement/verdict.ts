// The verdict in words: who wins for the purpose and the facts that decide it, with their values;
// a tie said as a tie with what would decide it; the best value per price. English and Turkish.
import type { Language } from '@shared/api/generated/model';
import { CRITERIA, type Criterion } from '../categories';
import { criterionWord } from '../report/criteria';
import { joinList, priceText, score } from '../report/format';
import type { Profile } from '../report/profile';
import type { Deciding, Judgement } from './judge';

const upper = (text: string, language: Language) =>
  text.charAt(0).toLocaleUpperCase(language === 'tr' ? 'tr-TR' : 'en-US') + text.slice(1);

/** One deciding fact with its values: "13 days of battery against 18 hours". */
export function factPhrase(d: Deciding, profiles: readonly Profile[], language: Language): string {
  const { weight, a, b } = d;
  if (weight.read === 'score') {
    const word = criterionWord(profiles, weight.attribute.slice('score.'.length) as Criterion, language);
    const [sa, sb] = [score(a.rank ?? 0, language), score(b.rank ?? 0, language)];
    return language === 'tr' ? `${word} puanında ${sb}/10 yerine ${sa}/10` : `${word} at ${sa}/10 against ${sb}/10`;
  }
  const template = weight.say[language];
  // Without the other's value the phrase keeps only what it says of the winner.
  if (b.text === undefined && template.includes('{b}')) return a.text ?? '';
  return template.replace('{a}', a.text ?? '').replace('{b}', b.text ?? '');
}

/** A deciding fact seen from the item that is ahead on it. */
const aheadFirst = (d: Deciding): Deciding => ((d.a.rank ?? 0) >= (d.b.rank ?? 0) ? d : { ...d, a: d.b, b: d.a });

function purposeVerdict(j: Judgement, profiles: readonly Profile[], language: Language): string {
  const label = j.purpose!.label[language];
  const s = (p: Profile) => score(j.scores.get(p)!, language);
  const joined = (parts: string[]) => (language === 'tr' ? parts.join(' ve ') : joinList(parts, 'en'));
  if (j.winner) {
    const facts = j.deciding.map((d) => factPhrase(d, profiles, language));
    if (!facts.length) {
      const second = j.ranking[1];
      return language === 'tr'
        ? `${upper(label, 'tr')} için tercih ${j.winner.name}: ${s(j.winner)}/10 (${second.name}: ${s(second)}/10).`
        : `For ${label}, ${j.winner.name} is the pick: ${s(j.winner)}/10 against ${s(second)}/10 for ${second.name}.`;
    }
    const pick =
      language === 'tr'
        ? `${upper(label, 'tr')} için tercih ${j.winner.name}: ${joined(facts)}.`
        : `For ${label}, ${j.winner.name} is the pick: ${joined(facts)}.`;
    return j.counter ? `${pick} ${counterSentence(j.counter, profiles, language)}` : pick;
  }
  if (j.factsLevel) return levelVerdict(j, profiles, language);
  const each = joinList(
    j.tied.map((p) => `${p.name} (${s(p)}/10)`),
    language,
  );
  const level =
    language === 'tr'
      ? `${upper(label, 'tr')} için başa baş: ${each}; aradaki fark bu puanların hata payı içinde.`
      : `For ${label}, it is a tie: ${each} are within the margin of these scores.`;
  return j.decider ? `${level} ${deciderSentence(aheadFirst(j.decider), profiles, language)}` : level;
}

/** What the runner-up has for it, so the reader sees what the pick gives up. */
function counterSentence(d: Deciding, profiles: readonly Profile[], language: Language): string {
  return language === 'tr'
    ? `${d.a.item.name} tarafında ise ${factPhrase(d, profiles, language)}.`
    : `In ${d.a.item.name}'s favour: ${factPhrase(d, profiles, language)}.`;
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
  const label = j.purpose!.label[language];
  const names = joinList(
    j.tied.map((p) => p.name),
    language,
  );
  const shared = j.level.map(({ weight, text }) => {
    const row = rowLabel(weight.attribute, profiles, language);
    return language === 'tr'
      ? `${row} ${j.tied.length > 2 ? 'hepsinde' : 'ikisinde'} de aynı (${text})`
      : `the same ${row} (${text})`;
  });
  const tie =
    language === 'tr'
      ? `${upper(label, 'tr')} için başa baş: ${names} bu amacın dayandığı bilgilerde ayrışmıyor${shared.length ? `; ${shared.join('; ')}` : ''}.`
      : `For ${label}, it is a tie: ${names} do not differ on the facts it turns on${shared.length ? `, with ${joinList(shared, 'en')}` : ''}.`;
  const open = j.purpose!.undecided?.[language];
  if (open)
    return language === 'tr' ? `${tie} Seçimi belirleyecek olan: ${open}.` : `${tie} What would decide it: ${open}.`;
  return j.decider ? `${tie} ${deciderSentence(aheadFirst(j.decider), profiles, language)}` : tie;
}

function deciderSentence(d: Deciding, profiles: readonly Profile[], language: Language): string {
  return language === 'tr'
    ? `Seçimi belirleyecek olan: ${d.a.item.name} tarafında ${factPhrase(d, profiles, language)}.`
    : `What would decide it: ${d.a.item.name} has ${factPhrase(d, profiles, language)}.`;
}

/** Where `a` leads `b` by the most, as "design and build (9.0/10 against 8.0/10)"; undefined if nowhere. */
function widestLead(a: Profile, b: Profile, profiles: readonly Profile[], language: Language) {
  const [c] = CRITERIA.filter((x) => a.scores[x] > b.scores[x]).sort(
    (x, y) => b.scores[x] - a.scores[x] - (b.scores[y] - a.scores[y]),
  );
  if (!c) return undefined;
  const [sa, sb] = [score(a.scores[c], language), score(b.scores[c], language)];
  const word = criterionWord(profiles, c, language);
  return language === 'tr'
    ? `${word} açısından ${a.name} önde (${sa}/10; ${b.name}: ${sb}/10)`
    : `${a.name} leads on ${word} (${sa}/10 against ${sb}/10)`;
}

/** The general verdict when the overall scores are within their noise: a tie, and what would decide it. */
export function closeCallVerdict(j: Judgement, profiles: readonly Profile[], language: Language): string {
  const each = joinList(
    j.tied.map((p) => `${p.name} (${score(j.scores.get(p)!, language)}/10)`),
    language,
  );
  const level =
    language === 'tr'
      ? `Genel puanda berabere sayılır: ${each}; aradaki fark bu puanların hata payı içinde.`
      : `Overall it is a tie: ${each} are within the margin of these scores.`;
  if (j.tied.length !== 2) return level;
  const [a, b] = j.tied;
  const leads = [widestLead(a, b, profiles, language), widestLead(b, a, profiles, language)].filter(
    (x): x is string => !!x,
  );
  if (!leads.length) return level;
  return language === 'tr'
    ? `${level} Seçimi, sizin için hangisinin daha önemli olduğu belirler: ${leads.join('; ')}.`
    : `${level} What would decide it is which matters more to you: ${leads.join('; ')}.`;
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
  const s = (p: Profile) => score(p.overall, language);
  if (valueFromPriceAlone(j, language)) {
    // The scores are level, so the stored prices are the whole reason: said with their values.
    const [pa, pb] = [priceText(v.item.entry, language), priceText(v.next.entry, language)];
    if (language === 'tr') {
      const level = `Fiyatına göre en iyi değer: ${v.item.name}; genel puanlar aynı (${s(v.item)}/10), farkı fiyat yapıyor`;
      return pricesSaid ? `${level}.` : `${level}: ${pa} (${v.next.name}: ${pb}).`;
    }
    const level = `Best value for the money: ${v.item.name}; the overall scores are level (${s(v.item)}/10), so the lower price decides it`;
    return pricesSaid ? `${level}.` : `${level}: ${pa} against ${pb} for ${v.next.name}.`;
  }
  // What the prices buy. Of two items the price sentence before has given both prices; of more, it
  // names the cheapest and the dearest, so the two compared here are given with their prices (a
  // lower score that is still the better value only reads right beside the lower price).
  const more = Math.round((100 * (v.perPrice - v.nextPerPrice)) / v.nextPerPrice);
  const at = (p: Profile, joiner: string) => (pricesSaid ? '' : `${joiner}${priceText(p.entry, language)}`);
  return language === 'tr'
    ? `Fiyatına göre en iyi değer: ${v.item.name}; bu fiyatlarla lira başına puanı %${more} daha yüksek (${s(v.item)}/10${at(v.item, ', ')}; ${v.next.name}: ${s(v.next)}/10${at(v.next, ', ')}).`
    : `Best value for the money: ${v.item.name}, whose score per lira at these prices is ${more}% higher (${s(v.item)}/10${at(v.item, ' at ')} against ${s(v.next)}/10${at(v.next, ' at ')} for ${v.next.name}).`;
}
