// Checks a written report against the engine's consistency rules, independently of how it was
// written: claims are parsed back out of the text and held against the numbers the report shows.
// Used by the property tests (thousands of generated queries) and the per-category tests.
// Returns the broken rules (empty when the report keeps them all).
import type { ComparisonScore, Language } from '@shared/api/generated/model';
import { GetComparison200Response } from '@shared/api/generated/zod/comparisons/comparisons.zod';
import type { WrittenComparison as Comparison } from '../types';
import { CRITERIA, FAMILY_TEXT, type Criterion } from '../categories';
import { identifyAll } from '../catalogue';
import { fieldsOf, type Field } from './applies';
import { contradiction, kindMismatch, tagsOf, type Scored } from './claims';
import { profileOf } from './profile';
import { sentencesBySection } from './quoted-figures';
import { TIE_MARGIN } from '../judgement/judge';

const SCORE = { en: String.raw`(\d+\.\d)`, tr: String.raw`(\d+,\d)` };
const parseScore = (text: string) => Number(text.replace(',', '.'));
const parseAmount = (text: string, language: Language) =>
  Number(language === 'tr' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, ''));
const AMOUNT = { en: /(\d[\d,]*(?:\.\d+)?) TRY/g, tr: /(\d[\d.]*(?:,\d+)?) TL/g };

function criterionWords(language: Language): Map<string, Criterion> {
  const map = new Map<string, Criterion>();
  const generic = {
    en: ['design', 'ease of use', 'performance', 'value for money'],
    tr: ['tasarım', 'kullanım kolaylığı', 'performans', 'fiyat/performans'],
  };
  CRITERIA.forEach((c, i) => map.set(generic[language][i], c));
  for (const family of Object.values(FAMILY_TEXT))
    for (const c of CRITERIA) map.set(family.criteria[c][language].toLocaleLowerCase(language), c);
  return map;
}

const joinList = (names: string[], language: Language) =>
  names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} ${language === 'tr' ? 've' : 'and'} ${names[names.length - 1]}`;

function top(scores: ComparisonScore[], value: (s: ComparisonScore) => number, lowest = false): ComparisonScore[] {
  const best = (lowest ? Math.min : Math.max)(...scores.map(value));
  return scores.filter((s) => value(s) === best);
}

/** A score ("8.7/10", "8,7/10") or a price ("42,000 TRY", "1.000.000 TL") in a sentence. */
const QUOTED_FIGURE = /\d\/10\b|\d\s?(TRY|TL)\b/;

/**
 * Every figure names a source the report lists, every listed source is named by a figure, and no
 * rating, vote count, sentiment score, emotion, user phrase or user feedback appears without a source of its own.
 */
function unsourcedFigures(result: Comparison['result']): string[] {
  const broken: string[] = [];
  const listed = new Map((result.sources ?? []).map((source) => [source.id, source]));
  const named = new Set<string>();
  const needs = (what: string, ref: string | null | undefined, kind?: string) => {
    if (!ref) return broken.push(`${what} has no source`);
    named.add(ref);
    const source = listed.get(ref);
    if (!source) broken.push(`${what} names an unlisted source ${ref}`);
    else if (kind && source.kind !== kind) broken.push(`${what} is sourced as ${source.kind}, not ${kind}`);
  };
  for (const item of result.items) {
    if (item.user_rating !== undefined) needs(`${item.name}'s rating`, item.user_rating_source_ref, 'rating');
    if (item.user_vote_count !== undefined) needs(`${item.name}'s vote count`, item.user_rating_source_ref, 'rating');
  }
  for (const entry of result.sentiment_analysis ?? []) {
    if (entry.overall_sentiment_score !== undefined)
      needs(`${entry.item_name}'s sentiment score`, entry.overall_sentiment_score_source_ref);
    // Emotions and phrases say what users felt and wrote: a listed page of their reviews must back them.
    const said = [entry.top_positive_emotions, entry.top_negative_emotions, entry.common_user_phrases];
    if (said.some((list) => list?.length)) needs(`${entry.item_name}'s sentiment`, entry.source_ref, 'rating');
  }
  // An overall sentiment and "users praise …" points say what users said: a store's rating must back them.
  for (const entry of result.user_feedback_summary ?? [])
    needs(`${entry.item_name}'s user feedback`, entry.source_ref, 'rating');
  for (const table of result.specialized_features ?? [])
    for (const row of table.features)
      (['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const).forEach(
        (key, index) => {
          const value = row[key];
          // The category row names what an item is, not a fact about it.
          if (value !== null && value !== undefined && !/^(Category|Kategori)$/.test(row.name))
            needs(`${row.name} of item ${index + 1}`, row.source_refs?.[index]);
        },
      );
  for (const score of result.comparison_scores ?? [])
    needs(`${score.item_name}'s scores`, score.source_ref, 'estimate');
  // The verdict's reason quotes scores and facts: it names where each comes from.
  const verdictRefs = result.verdict?.deciding_source_refs ?? [];
  if (result.verdict && /\d/.test(result.verdict.deciding) && !verdictRefs.length)
    broken.push('the verdict quotes figures and names no source');
  for (const ref of verdictRefs) needs('the verdict', ref);
  for (const table of result.detailed_feature_comparison ?? [])
    for (const row of table.rows)
      for (const value of row.values)
        if (/\d/.test(value.value)) needs(`${row.feature} of ${value.item_name}`, value.source_ref);
  for (const entry of result.pricing_analysis ?? [])
    if (entry.current_price && /\d/.test(entry.current_price))
      needs(`${entry.item_name}'s price`, entry.current_price_source_ref, 'price');
  for (const entry of result.sustainability_analysis ?? []) {
    if (entry.recyclability_score !== undefined)
      needs(`${entry.item_name}'s recyclability`, entry.recyclability_score_source_ref, 'estimate');
    if (entry.eco_friendly_materials !== undefined)
      needs(`${entry.item_name}'s eco-friendly materials`, entry.eco_friendly_materials_source_ref);
    if (entry.energy_consumption) needs(`${entry.item_name}'s energy line`, entry.energy_consumption_source_ref);
  }
  // A maker's programme is its own word: the page that says it (or the editors' summary) must be listed.
  for (const entry of result.sustainability_analysis ?? [])
    if (entry.company_sustainability_efforts)
      needs(`${entry.item_name}'s maker's claim`, entry.company_sustainability_efforts_source_ref);
  // A section whose sentences quote a score or a price names the sources of those figures.
  for (const [section, sentences] of sentencesBySection(result)) {
    const quoting = (result.sources ?? []).filter((source) => source.quoted_in?.includes(section));
    if (sentences.some((sentence) => QUOTED_FIGURE.test(sentence)) && !quoting.length)
      broken.push(`${section}'s sentences quote figures and name no source`);
    for (const source of quoting) named.add(source.id);
  }
  for (const id of listed.keys()) if (!named.has(id)) broken.push(`source ${id} is listed but backs no figure`);
  return broken;
}

/** What every group of rules reads: the report, its scores by name, and where a broken rule goes. */
/** What the report says in words at its top: its verdict's reason, then the summary that goes on from it. */
const topText = (result: Comparison['result']): string =>
  [result.verdict?.deciding, result.summary].filter((text) => !!text).join(' ');

interface Checked {
  language: Language;
  result: Comparison['result'];
  known: number;
  scores: ComparisonScore[];
  names: string[];
  byName: Map<string, ComparisonScore>;
  fail: (rule: string) => void;
}

export function brokenRules(comparison: Comparison, known: number): string[] {
  const broken: string[] = [];
  const fail = (rule: string) => broken.push(rule);
  const { language, result } = comparison;
  const scores = result.comparison_scores ?? [];
  const names = scores.map((s) => s.item_name);
  const byName = new Map(scores.map((s) => [s.item_name, s]));
  const checked: Checked = { language, result, known, scores, names, byName, fail };

  const parsed = GetComparison200Response.safeParse({ success: true, data: comparison });
  if (!parsed.success) fail(`contract: ${parsed.error.message.slice(0, 300)}`);
  if (scores.length !== known) fail(`expected ${known} scored items, got ${scores.length}`);

  for (const rule of unsourcedFigures(result)) fail(rule);

  // Unknown items: named, never rated, never compared.
  for (const name of result.unidentified_items ?? []) {
    if (names.includes(name)) fail(`unidentified ${name} is scored`);
    const card = result.items.find((i) => i.name === name);
    if (card && (card.user_rating !== undefined || card.user_vote_count !== undefined))
      fail(`unidentified ${name} has a rating`);
    if (!result.summary.includes(`"${name}"`)) fail(`summary does not name unidentified ${name}`);
  }
  if (known < 2 && result.poll) fail('poll with fewer than two known items');

  // "Both" for two, "all" for more.
  const prose = [topText(result), ...(result.differences ?? []), ...(result.similarities ?? [])].join('\n');
  if (known > 2 && /\bBoth\b|İkisi|ikisi|of the two|İkisinden/.test(prose)) fail('"both" used for more than two items');
  // "Hepsiburada" is a shop's name, not "hepsi" (all).
  if (known === 2 && /All of them|\b[Hh]epsi(?!burada)/.test(prose)) fail('"all" used for two items');

  // The verdict is said once: the summary goes on from it.
  if (result.verdict?.deciding && result.summary.includes(result.verdict.deciding)) fail('summary repeats the verdict');

  criterionSentenceRules(checked);
  overallVerdictRules(checked);
  recommendationRules(checked);

  // A poll counts the votes users cast: a report just written has none.
  const poll = result.poll;
  if (poll && (poll.total_votes !== 0 || poll.options.some((option) => option.votes !== 0)))
    fail(`poll starts with ${poll.total_votes} votes nobody cast`);

  priceRules(checked);
  truthRules(comparison, fail);
  return broken;
}

/** Criterion sentences: the right form, the right numbers, never an item against itself. */
function criterionSentenceRules({ language, result, known, scores, byName, fail }: Checked): void {
  const S = SCORE[language];
  const words = criterionWords(language);
  const ahead = new RegExp(
    language === 'en'
      ? `^(.+) is ahead on (.+): ${S}/10 against ${S}/10 for (.+)\\.$`
      : `^(.+) açısından (.+) önde \\(${S}/10\\); (.+) ${S}/10 puan alıyor\\.$`,
  );
  const level = new RegExp(
    language === 'en'
      ? `^(?:Both|All of them) are level on (.+) at ${S}/10\\.$`
      : `^(.+) açısından (?:ikisi de|hepsi) ${S}/10 ile eşit\\.$`,
  );
  const lead = new RegExp(
    language === 'en'
      ? `^(.+) (?:share the lead|leads) on (.+) with ${S}/10; (.+) (?:are|is) lowest with ${S}/10\\.$`
      : `^(.+) açısından önde: (.+) \\(${S}/10\\); en düşük: (.+) \\(${S}/10\\)\\.$`,
  );
  const seen = new Set<Criterion>();
  for (const line of result.differences ?? []) {
    let m = ahead.exec(line);
    if (m) {
      const [a, word, as, b, bs] = language === 'en' ? [m[1], m[2], m[3], m[5], m[4]] : [m[2], m[1], m[3], m[4], m[5]];
      const c = words.get(word.toLocaleLowerCase(language));
      if (!c) {
        fail(`unknown criterion "${word}"`);
        continue;
      }
      seen.add(c);
      if (a === b) fail(`self-comparison: ${line}`);
      if (known !== 2) fail(`two-item sentence with ${known} items: ${line}`);
      if (byName.get(a)?.scores[c] !== parseScore(as) || byName.get(b)?.scores[c] !== parseScore(bs))
        fail(`numbers disagree: ${line}`);
      if (!(parseScore(as) > parseScore(bs))) fail(`"ahead" without a lead: ${line}`);
      continue;
    }
    m = level.exec(line);
    if (m) {
      const c = words.get(m[1].toLocaleLowerCase(language));
      if (!c) {
        fail(`unknown criterion "${m[1]}"`);
        continue;
      }
      seen.add(c);
      if (!scores.every((s) => s.scores[c] === parseScore(m![2]))) fail(`"level" but not a tie: ${line}`);
      continue;
    }
    m = lead.exec(line);
    if (m) {
      const [word, leaders, a, lowest, b] =
        language === 'en' ? [m[2], m[1], m[3], m[4], m[5]] : [m[1], m[2], m[3], m[4], m[5]];
      const c = words.get(word.toLocaleLowerCase(language));
      if (!c) {
        fail(`unknown criterion "${word}"`);
        continue;
      }
      seen.add(c);
      const value = (s: ComparisonScore) => s.scores[c] ?? 0;
      if (
        leaders !==
        joinList(
          top(scores, value).map((s) => s.item_name),
          language,
        )
      )
        fail(`wrong leaders: ${line}`);
      if (
        lowest !==
        joinList(
          top(scores, value, true).map((s) => s.item_name),
          language,
        )
      )
        fail(`wrong lowest: ${line}`);
      if (parseScore(a) !== value(top(scores, value)[0]) || parseScore(b) !== value(top(scores, value, true)[0]))
        fail(`numbers disagree: ${line}`);
      if (parseScore(a) <= parseScore(b)) fail(`lead without a gap: ${line}`);
    }
  }
  if (known >= 2 && (result.differences?.length ?? 0) >= 4 && seen.size !== 4)
    fail('not every criterion has its sentence');
}

/** The overall verdict the report says agrees with the scores; a lead within the scores' noise is a tie. */
function overallVerdictRules({ language, result, known, scores, names, fail }: Checked): void {
  if (known >= 2) {
    const said = topText(result);
    const overall = (s: ComparisonScore) => s.overall_score;
    const best = top(scores, overall);
    const ranked = [...scores].sort((a, b) => b.overall_score - a.overall_score);
    const close = Math.round((ranked[0].overall_score - ranked[1].overall_score) * 10) / 10 <= TIE_MARGIN;
    const claimed = names.filter((n) =>
      said.includes(language === 'en' ? `${n} comes out ahead overall` : `Genel puanda ${n} önde:`),
    );
    // A purpose's verdict ("For running, …") ranks by the purpose's facts instead of the overall score.
    const forPurpose = /^(?:.+ için tercih |For .+, .+ is the pick:|.+ için başa baş:|For .+, it is a tie:)/m.test(
      said.replace(/\. /g, '.\n'),
    );
    if (!forPurpose && !close && (claimed.length !== 1 || claimed[0] !== best[0].item_name))
      fail(`verdict picks ${claimed} over ${best[0].item_name}`);
    if (!forPurpose && close && (claimed.length > 0 || !/tie|tied|berabere|birinciliği paylaşıyor/.test(said)))
      fail('a tie not called a tie');
  }
}

/** Recommendations: compared items, each the unique best at what it is recommended for. */
function recommendationRules({ language, result, scores, byName, fail }: Checked): void {
  const S = SCORE[language];
  for (const rec of result.use_case_recommendations ?? []) {
    const s = byName.get(rec.recommended_item);
    if (!s) {
      fail(`recommends ${rec.recommended_item}, not a compared item`);
      continue;
    }
    // A pick that rests on no single score (the purpose's, the best value) says what the summary says.
    if (!rec.criterion) {
      if (!topText(result).includes(rec.reason)) fail(`a pick the verdict and summary do not make: ${rec.reason}`);
      continue;
    }
    const number = new RegExp(`${S}/10`).exec(rec.reason);
    const value = number ? parseScore(number[1]) : NaN;
    const fits = [
      (x: ComparisonScore) => x.overall_score,
      ...CRITERIA.map((c) => (x: ComparisonScore) => x.scores[c] ?? 0),
    ].some((v) => {
      const winners = top(scores, v);
      return winners.length === 1 && winners[0] === s && v(s) === value;
    });
    if (!fits) fail(`recommendation not backed by a unique best score: ${rec.reason}`);
  }
}

/** Price: the row, the pricing analysis and every price claim agree. */
function priceRules({ language, result, known, names, fail }: Checked): void {
  const priceRow = result.specialized_features?.[0]?.features.find((f) => /price|fiyat/i.test(f.name));
  if (known >= 1 && !priceRow) fail('no price row');
  const cells = new Map(names.map((n, i) => [n, priceRow?.[`item${i + 1}Value` as 'item1Value'] ?? null]));
  for (const p of result.pricing_analysis ?? [])
    if (p.current_price !== cells.get(p.item_name)) fail(`pricing analysis disagrees for ${p.item_name}`);
  const cheaper = (result.differences ?? []).find((l) =>
    /cheaper of the two|daha uygun:|is the cheapest|are the cheapest|En uygun fiyatlı/.test(l),
  );
  if (cheaper) {
    const amounts = [...cheaper.matchAll(AMOUNT[language])].map((m) => parseAmount(m[1], language));
    if (amounts.length !== 2 || !(amounts[0] < amounts[1])) fail(`cheaper claim without a lower price: ${cheaper}`);
    const cheapName =
      language === 'en'
        ? cheaper.split(/ (?:is|are) the cheap/)[0]
        : (/^Fiyatta (.+) daha uygun: /.exec(cheaper) ??
            /^En uygun fiyatlı seçenek(?:ler)?: (.+?) \((?:yaklaşık|aylık) /.exec(cheaper))?.[1];
    const amountOf = (n: string) =>
      [...(cells.get(n) ?? '').matchAll(AMOUNT[language])].map((m) => parseAmount(m[1], language))[0];
    const cheapest = names.filter((n) => amountOf(n) === amounts[0]);
    if (cheapName !== joinList(cheapest, language)) fail(`cheaper item's price row disagrees: ${cheaper}`);
    if (!result.summary.includes(cheaper)) fail('summary and differences disagree on price');
  }
}

/** Each analysis field of the contract and the applicability entry that governs it. */
const FIELDS: Record<string, Record<string, Field>> = {
  pricing_analysis: { price_trend: 'priceTrend', resale_value_factor: 'resale' },
  usability_analysis: {
    ease_of_use: 'easeOfUse',
    learning_curve: 'learningCurve',
    accessibility: 'accessibility',
    user_interface: 'userInterface',
  },
  design_analysis: {
    materials: 'materials',
    color_options: 'colours',
    ergonomics: 'ergonomics',
    build_quality: 'buildQuality',
  },
  performance_analysis: {
    speed: 'speed',
    efficiency: 'efficiency',
    reliability: 'reliability',
    benchmarks: 'benchmarks',
  },
  security_and_privacy_analysis: {
    security_features: 'securityFeatures',
    privacy_policy_summary: 'privacy',
    known_vulnerabilities: 'vulnerabilities',
    data_usage_policy: 'dataUsage',
  },
  sustainability_analysis: { energy_consumption: 'energy', recyclability_score: 'recyclability' },
};

const NOT_SOLD_OFFICIALLY = /not sold officially|resmi satışı yok|no official seller|resmi satıcısı yok/i;
const WARRANTY_FOR_ALL = /statutory two-year warranty|iki yıllık yasal garanti/;
const BOTH_ARE = /^(?:Both are|All of them are) (.+)\.$|^(?:İkisi de|Hepsi) (.+) kategorisinde\.$/;
const ENGLISH_COLOUR =
  /\b(Black|White|Blue|Green|Yellow|Pink|Silver|Grey|Gray|Gold|Purple|Red|Orange|Nickel|Titanium)\b/;

/**
 * The rules about truth rather than arithmetic: every field fits its item's category and nothing
 * says "not applicable"; pros and cons agree with the scores; a claim about all of them holds for
 * each; a best-for pick names the criterion whose score it shows; scores are the item's own; a
 * Turkish report has no English colour names or undotted "Istanbul".
 */
function truthRules(comparison: Comparison, fail: (rule: string) => void): void {
  const { language, result } = comparison;
  const text = JSON.stringify(result);
  if (/Not applicable|Uygulanamaz/.test(text)) fail('filler: "not applicable" in a report');
  const scores = result.comparison_scores ?? [];
  // The report's items identified together, as the writer does: "Antalya" beside Bodrum is the destination.
  const asked = result.items.map((item) => item.name);
  const together = identifyAll(asked);
  const identify = (name: string) => together[asked.indexOf(name)] ?? identifyAll([name])[0];

  // Fields that do not fit the item's category are left out (a city has no reliability row).
  for (const [section, fields] of Object.entries(FIELDS)) {
    for (const entry of (result[section as keyof typeof result] as Record<string, unknown>[] | undefined) ?? []) {
      const found = identify(String(entry.item_name));
      if (found.kind !== 'known') continue;
      const fits = fieldsOf(profileOf(found.entry));
      for (const [key, field] of Object.entries(fields))
        if (entry[key] !== undefined && !fits.has(field))
          fail(`${section}.${key} does not fit ${found.entry.category}: ${String(entry.item_name)}`);
      if (Object.keys(entry).length < 2) fail(`${section}: an empty entry for ${String(entry.item_name)}`);
    }
  }

  // Scores belong to the item: the same figures in every report.
  for (const s of scores) {
    const found = identify(s.item_name);
    if (found.kind !== 'known') continue;
    const own = profileOf(found.entry);
    if (s.overall_score !== own.overall || CRITERIA.some((c) => s.scores[c] !== own.scores[c]))
      fail(`${s.item_name} scores differ from its own scores`);
  }

  // Pros and cons agree with the scores and the efficiency row next to them.
  const efficiency = new Map((result.performance_analysis ?? []).map((p) => [p.item_name, p.efficiency]));
  const scored: Scored[] = scores.map((s) => {
    const found = identify(s.item_name);
    return {
      name: s.item_name,
      scores: s.scores,
      efficiency: efficiency.get(s.item_name),
      entry: found.kind === 'known' ? found.entry : undefined,
    };
  });
  for (const item of result.items) {
    const me = scored.find((s) => s.name === item.name);
    if (!me) continue;
    const others = scored.filter((s) => s !== me);
    const feedback = result.user_feedback_summary?.find((f) => f.item_name === item.name);
    for (const [lines, kind] of [
      [[...(item.pros ?? []), ...(feedback?.positive_points ?? [])], 'pro'],
      [[...(item.cons ?? []), ...(feedback?.negative_points ?? [])], 'con'],
    ] as const) {
      for (const line of lines) {
        // The engine's own pro or con is read with its tags, so a claim without a keyword is checked too.
        const why = contradiction(line, kind, me, others, tagsOf(line, me.entry, language));
        if (why) fail(`contradicted ${kind}: ${why}`);
      }
    }
  }

  // A claim about all of them holds for each.
  const similarities = result.similarities ?? [];
  if (similarities.some((line) => WARRANTY_FOR_ALL.test(line))) {
    for (const item of result.items)
      if ([...(item.pros ?? []), ...(item.cons ?? [])].some((line) => NOT_SOLD_OFFICIALLY.test(line)))
        fail(`warranty claimed for all, but ${item.name} is not sold officially`);
    const warranty = result.detailed_feature_comparison
      ?.flatMap((c) => c.rows)
      .find((r) => /Warranty|Garanti/.test(r.feature));
    for (const v of warranty?.values ?? [])
      if (NOT_SOLD_OFFICIALLY.test(v.value)) fail(`warranty claimed for all, but ${v.item_name}: ${v.value}`);
  }
  const kinds = result.specialized_features
    ?.flatMap((c) => c.features)
    .find((f) => f.name === (language === 'tr' ? 'Tür' : 'Type'));
  for (const line of similarities) {
    const m = BOTH_ARE.exec(line);
    if (!m || !kinds) continue;
    const claim = m[1] ?? m[2];
    for (const key of ['item1Value', 'item2Value', 'item3Value', 'item4Value', 'item5Value', 'item6Value'] as const) {
      const kind = kinds[key];
      if (kind && kindMismatch(claim, kind)) fail(`"${line}" while one item is a ${kind}`);
    }
  }

  // A best-for pick shows the score it is about: its criterion's, and that number in its reason.
  for (const rec of result.use_case_recommendations ?? []) {
    const s = scores.find((x) => x.item_name === rec.recommended_item);
    if (!s) continue;
    if (!rec.criterion) {
      if (!topText(result).includes(rec.reason))
        fail(`best-for "${rec.use_case}" rests on nothing the verdict or summary says`);
      continue;
    }
    const value = (x: (typeof scores)[number]) =>
      rec.criterion === 'overall' ? x.overall_score : (x.scores[rec.criterion as Criterion] ?? 0);
    const best = Math.max(...scores.map(value));
    if (value(s) !== best || scores.filter((x) => value(x) === best).length !== 1)
      fail(`best-for "${rec.use_case}": ${s.item_name} is not the only best on ${rec.criterion}`);
    const shown = new RegExp(SCORE[language] + '/10').exec(rec.reason);
    if (!shown || parseScore(shown[1]) !== value(s))
      fail(`best-for "${rec.use_case}" quotes a score other than its ${rec.criterion} score`);
  }

  // Turkish is written in Turkish: dotted İstanbul, colours translated.
  if (language === 'tr') {
    if (/\bIstanbul\b/.test(text)) fail('"Istanbul" without the dotted İ in a Turkish report');
    for (const d of result.design_analysis ?? [])
      for (const c of d.color_options ?? []) if (ENGLISH_COLOUR.test(c)) fail(`untranslated colour "${c}"`);
  }
}
