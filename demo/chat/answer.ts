// The demo assistant. It reads the question, finds the products it names (or the ones the
// conversation was about), and answers from the user's own stored comparisons first and the demo
// catalogue second, in markdown. When it cannot tell what is meant, it asks.
import type { ComparisonScore, Language } from '@shared/api/generated/model';
import type { WrittenComparison as Comparison } from '../types';
import { FAMILY_TEXT, CATEGORIES, type Criterion } from '../categories';
import { identify } from '../catalogue';
import { writeReport } from '../report/build';
import { joinList, score } from '../report/format';
import { priceCell } from '../report/sections';
import { profileOf } from '../report/profile';
import { inLang, type CatalogueEntry } from '../types';
import { askedOf, askedWords, withoutWarranty } from './asked';
import { BETTER, HOW_MUCH, differenceAnswer } from './difference';
import { featureAnswer, runningCostAnswer, purposeAnswer, warrantyAnswer } from './facts';
import { questionLanguage } from './language';
import { mentionedEntries, words } from './mentions';
import { CHAT_WORDS, type Topic } from './words';

export interface ChatInput {
  content: string;
  language: Language;
  history: { role: 'user' | 'assistant'; content: string }[];
  comparisons: Comparison[];
  /** The comparison the conversation is about (the chat opened from its report), if any. */
  subject?: Comparison;
}

const TOPICS: { topic: Topic; pattern: RegExp }[] = [
  { topic: 'pricing', pattern: /\b(value|worth|fiyat performans|deger|karsiligi)\b/ },
  {
    topic: 'price',
    pattern:
      /\b(price|prices|cheap|cheaper|cheapest|cost|costs|expensive|budget|fiyat|fiyati|ucuz|ucuzu|pahali|butce|kac para|kac tl)\b/,
  },
  {
    topic: 'performance',
    pattern:
      /\b(performance|fast|faster|speed|powerful|performans|hiz|hizli|guclu|camera|kamera|battery|batarya|pil)\b/,
  },
  { topic: 'design', pattern: /\b(design|look|looks|build|tasarim|gorunum|iscilik)\b/ },
  { topic: 'usability', pattern: /\b(easy|easier|easiest|usability|use|kolay|kullanim|kullanisli)\b/ },
];

const GREETING = /^\s*(hi|hello|hey|merhaba|selam|help|yardim|what can you do|neler yapabilirsin)\b/;
const LAST = /\b(last|latest|recent|previous|son|en son|onceki)\b/;

function topicOf(text: string): Topic {
  const folded = words(text);
  return TOPICS.find(({ pattern }) => pattern.test(folded))?.topic ?? 'overall';
}

const comparisonHref = (c: Comparison) => `/app/compare/${encodeURIComponent(c.id)}`;
const compareHref = (names: string[]) => `/app/compare?q=${encodeURIComponent(names.join(' vs '))}`;
const title = (c: Comparison) => c.items.join(' vs ');

/** Catalogue ids of a stored comparison's items (unknown ones are skipped). */
function idsOf(comparison: Comparison): string[] {
  return comparison.items.flatMap((name) => {
    const found = identify(name);
    return found.kind === 'known' ? [found.entry.id] : [];
  });
}

/** The stored comparison that covers the most named items (at least one; two when two are named). */
function findComparison(entries: CatalogueEntry[], comparisons: Comparison[]): Comparison | undefined {
  let best: { c: Comparison; hits: number } | undefined;
  for (const c of comparisons) {
    const ids = idsOf(c);
    const hits = entries.filter((e) => ids.includes(e.id)).length;
    if (hits > (best?.hits ?? 0)) best = { c, hits };
  }
  const needed = Math.min(2, entries.length);
  return best && best.hits >= needed ? best.c : undefined;
}

function scoresOf(c: Comparison): ComparisonScore[] {
  return c.result.comparison_scores ?? [];
}

function fromComparison(c: Comparison, topic: Topic, language: Language): string {
  const w = CHAT_WORDS[language];
  const scores = scoresOf(c);
  if (scores.length < 2) return w.notComparable(title(c), comparisonHref(c));
  const criterion: Criterion | 'overall' = topic === 'price' ? 'pricing' : topic;
  const value = (s: ComparisonScore) => (criterion === 'overall' ? s.overall_score : (s.scores[criterion] ?? 0));
  const sorted = [...scores].sort((a, b) => value(b) - value(a));
  const top = sorted.filter((s) => value(s) === value(sorted[0]));
  const known = scores.map((s) => identify(s.item_name)).flatMap((f) => (f.kind === 'known' ? [f.entry] : []));
  const family =
    known.length && known.every((e) => CATEGORIES[e.category].family === CATEGORIES[known[0].category].family)
      ? CATEGORIES[known[0].category].family
      : 'device';
  const word = criterion === 'overall' ? w.overall : FAMILY_TEXT[family].criteria[criterion][language];
  const lines: string[] = [];
  const priced = known.filter((e) => e.price.amount !== undefined);
  const comparablePrices =
    priced.length >= 2 &&
    priced.length === scores.length &&
    priced.every((e) => e.price.model === priced[0].price.model);
  const cheapest = comparablePrices ? [...priced].sort((a, b) => (a.price.amount ?? 0) - (b.price.amount ?? 0)) : [];
  const cell = (e: CatalogueEntry) => priceCell(profileOf(e), language);
  if (topic === 'price' && comparablePrices && cheapest[0].price.amount !== cheapest[1].price.amount) {
    lines.push(
      w.cheaperIn(
        title(c),
        cheapest[0].name,
        cell(cheapest[0]),
        cheapest
          .slice(1)
          .map((e) => `${e.name}: ${cell(e)}`)
          .join('; '),
      ),
    );
  } else if (topic === 'price' && comparablePrices) {
    lines.push(w.samePrice);
  } else {
    lines.push(
      top.length === scores.length
        ? w.tieIn(title(c), word, score(value(top[0]), language), top.length)
        : top.length > 1
          ? w.sharedIn(
              title(c),
              joinList(
                top.map((s) => `**${s.item_name}**`),
                language,
              ),
              word,
              score(value(top[0]), language),
            )
          : w.winnerIn(
              title(c),
              top[0].item_name,
              word,
              score(value(top[0]), language),
              sorted
                .slice(1)
                .map((s) => `${s.item_name} ${score(value(s), language)}/10`)
                .join(', '),
            ),
    );
  }
  lines.push('');
  for (const s of scores) {
    const entry = known.find((e) => e.name === s.item_name);
    const extra =
      topic === 'price' && entry
        ? `, ${cell(entry)}`
        : criterion !== 'overall'
          ? `, ${word} ${score(s.scores[criterion] ?? 0, language)}/10`
          : '';
    lines.push(`- **${s.item_name}**: ${w.overall} ${score(s.overall_score, language)}/10${extra}`);
  }
  lines.push('', w.openReport(comparisonHref(c)));
  return lines.join('\n');
}

/** " (2023)" after a name, unless the name already carries its year ("Kindle (2022)"). */
const yearAfter = (entry: CatalogueEntry) =>
  entry.year && !entry.name.includes(String(entry.year)) ? ` (${entry.year})` : '';

function fromCatalogue(entries: CatalogueEntry[], topic: Topic, language: Language): string {
  const w = CHAT_WORDS[language];
  const report = writeReport({ items: entries.map((e) => e.name), features: [], isDetailed: false, language });
  if (!report.ok) return report.message;
  const profiles = report.known;
  const key: Criterion | 'overall' = topic === 'price' ? 'pricing' : topic;
  const value = (i: number) => (key === 'overall' ? profiles[i].overall : profiles[i].scores[key]);
  const order = profiles.map((_, i) => i).sort((a, b) => value(b) - value(a));
  const tie = value(order[0]) === value(order[1]);
  const family = profiles.every((p) => p.category.family === profiles[0].category.family)
    ? profiles[0].category.family
    : 'device';
  const word = key === 'overall' ? w.overall : FAMILY_TEXT[family].criteria[key][language];
  const lines = [
    w.notComparedYet(
      joinList(
        profiles.map((p) => `**${p.name}**`),
        language,
      ),
    ),
  ];
  lines.push(
    '',
    tie
      ? w.catalogueTie(word, score(value(order[0]), language))
      : w.catalogueWinner(profiles[order[0]].name, word, score(value(order[0]), language)),
    '',
  );
  for (const p of profiles)
    lines.push(
      `- **${p.name}**${yearAfter(p.entry)}: ${priceCell(p, language)}; ${w.overall} ${score(p.overall, language)}/10. ${p.entry.pro[language]}.`,
    );
  lines.push('', w.runIt(compareHref(profiles.map((p) => p.name))));
  return lines.join('\n');
}

function aboutOne(entry: CatalogueEntry, comparisons: Comparison[], language: Language): string {
  const w = CHAT_WORDS[language];
  const category = CATEGORIES[entry.category];
  const lines = [w.aboutOne(entry.name, category.one[language]), ''];
  if (entry.year) lines.push(`- ${w.year}: ${entry.year}`);
  lines.push(`- ${w.price}: ${priceCell(profileOf(entry), language)}`);
  for (const [key, label] of category.rows.slice(0, 3)) {
    if (entry.specs[key] !== undefined)
      lines.push(`- ${inLang(label, language)}: ${inLang(entry.specs[key], language)}`);
  }
  lines.push(`- **+** ${entry.pro[language]}`, `- **−** ${entry.con[language]}`, '');
  const stored = comparisons.find((c) => idsOf(c).includes(entry.id));
  lines.push(
    stored
      ? w.inYour(title(stored), comparisonHref(stored))
      : w.compareWith(category.example.find((n) => n !== entry.name) ?? category.example[0]),
  );
  return lines.join('\n');
}

function clarify(comparisons: Comparison[], content: string, language: Language): string {
  const w = CHAT_WORDS[language];
  const unknown = identify(content.trim());
  const lines = [
    unknown.kind === 'unknown' && unknown.category
      ? w.unsureAbout(CATEGORIES[unknown.category].one[language])
      : w.unsure,
    '',
  ];
  if (comparisons.length) {
    lines.push(w.yourComparisons);
    for (const c of comparisons.slice(0, 3)) lines.push(`- [${title(c)}](${comparisonHref(c)})`);
    lines.push('', w.askAbout(comparisons[0].items[0] ?? ''));
  } else {
    lines.push(w.tryNaming);
  }
  return lines.join('\n');
}

/** The catalogue entries of a stored comparison's items, in order (unknown ones are skipped). */
function entriesOf(comparison: Comparison): CatalogueEntry[] {
  return comparison.items.flatMap((name) => {
    const found = identify(name);
    return found.kind === 'known' ? [found.entry] : [];
  });
}

/** An entry's short names: the first word of its name and the last of its brand ("Kobo", "Roborock", "Kindle"). */
const shortNames = (entry: CatalogueEntry) =>
  [words(entry.name).trim().split(' ')[0], words(entry.brand).trim().split(' ').at(-1) ?? ''].filter(
    (key) => key.length >= 4,
  );

/**
 * The items a question names, read against the ones in view (the report it was opened from): a
 * short name of one of those ("Kindle or Kobo?", "Roborock'un garantisi") is that item, not another
 * model of the same line the catalogue also holds.
 */
function inContext(named: CatalogueEntry[], question: string, context: CatalogueEntry[]): CatalogueEntry[] {
  if (!context.length) return named;
  const text = words(question);
  const said = context.filter(
    (entry) => named.some((n) => n.id === entry.id) || shortNames(entry).some((key) => text.includes(` ${key} `)),
  );
  const others = named.filter(
    (n) => !said.some((entry) => entry.id === n.id || shortNames(entry).some((key) => shortNames(n).includes(key))),
  );
  return [...said, ...others];
}

/** A question that asks for a verdict or a score, which the report's scores answer. */
const VERDICT =
  /\b(better|best|recommend|winner|overall|score|scores|compare|choose|pick|buy|worth|iyi\w*|oner\w*|kazanan|puan\w*|sec\w*|alay\w*|almali\w*|karsilastir\w*)\b/;
/**
 * "Which one?" alone asks for a verdict too; "which is quieter?" or "hangisinin ekranı büyük?" asks
 * about something else, and repeating the overall scores to it would answer another question.
 */
const WHICH = /\b(which|hangi\w*)\b/;

export function answer(input: ChatInput): string {
  const { content, history, subject } = input;
  // Answered in the question's language, whatever the account's.
  const language = questionLanguage(content, input.language);
  // The subject comes first: it wins a tie when a question names its items.
  const comparisons = subject ? [subject, ...input.comparisons.filter((c) => c.id !== subject.id)] : input.comparisons;
  const w = CHAT_WORDS[language];
  const folded = words(content);
  const context = subject ? entriesOf(subject) : [];
  // "garanti" alone is also a bank's alias: in a question about warranty it names no bank.
  const warranty = askedOf(content, []).kind === 'warranty';
  const named = inContext(mentionedEntries(warranty ? withoutWarranty(content) : content), content, context);
  const topic = topicOf(content);

  // What is in view: the items named, else the report the chat was opened from, else the ones talked about last.
  let entries = named.length ? named : context;
  if (entries.length === 0) {
    for (const message of [...history].reverse()) {
      entries = mentionedEntries(message.content);
      if (entries.length) break;
    }
  }
  if (entries.length === 0 && LAST.test(folded) && comparisons.length) entries = entriesOf(comparisons[0]);

  // A question about one fact (warranty, a yearly cost, a use, a format) gets that fact.
  const asked = askedOf(content, entries);
  if (asked.kind !== 'other' && entries.length) {
    const inSubject = subject && entries.every((entry) => context.some((e) => e.id === entry.id));
    const stored = inSubject ? subject : findComparison(entries, comparisons);
    const footer = stored
      ? w.openReport(comparisonHref(stored))
      : entries.length >= 2
        ? w.runIt(compareHref(entries.map((entry) => entry.name)))
        : w.compareWith(
            CATEGORIES[entries[0].category].example.find((n) => n !== entries[0].name) ??
              CATEGORIES[entries[0].category].example[0],
          );
    const view = { entries: entries.slice(0, 6), stored, language, footer };
    if (asked.kind === 'warranty') return warrantyAnswer(view);
    if (asked.kind === 'runningCost') return runningCostAnswer(view, asked.things);
    // "Which is better …?" or "by how much?" about a measure every item has a figure for: who leads,
    // and by how much. "Which is bigger?" is left to the facts: which way is ahead is the asker's to say.
    if (HOW_MUCH.test(folded) || (WHICH.test(folded) && BETTER.test(folded))) {
      const [label, stems] =
        asked.kind === 'useCase'
          ? [asked.needs[0].label[language], [...asked.needs[0].facts, ...asked.needs[0].asks]]
          : [asked.terms.join(', '), asked.terms];
      const difference = differenceAnswer(view, label, stems, WHICH.test(folded));
      if (difference) return difference;
    }
    if (asked.kind === 'useCase') return purposeAnswer(view, asked.needs);
    return featureAnswer(view, asked.terms, content);
  }

  // Opened from a report: a question that names no product is about that report — a verdict or a
  // score from its scores (a greeting too); anything else is said to be beyond it.
  if (subject && named.length === 0) {
    const bareWhich = WHICH.test(folded) && askedWords(content, context).length === 0;
    if (GREETING.test(folded) || VERDICT.test(folded) || topic !== 'overall' || bareWhich)
      return fromComparison(subject, topic, language);
    return w.notCovered(title(subject));
  }
  if (GREETING.test(folded) && named.length === 0)
    return w.greeting(comparisons.slice(0, 3).map((c) => `[${title(c)}](${comparisonHref(c)})`));
  if (named.length === 0 && LAST.test(folded) && comparisons.length)
    return fromComparison(comparisons[0], topic, language);
  if (entries.length === 0) return clarify(comparisons, content, language);
  const stored = findComparison(entries, comparisons);
  if (stored) return fromComparison(stored, topic, language);
  if (entries.length >= 2) return fromCatalogue(entries.slice(0, 6), topic, language);
  return aboutOne(entries[0], comparisons, language);
}
