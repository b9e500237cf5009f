// The report's verdict as data, so the page's verdict card says what the summary says: the same
// judgement, its winner (or the items tied within the scores' noise), the sentence naming why, and
// the sources of the figures that sentence quotes.
import type { Language, ReportVerdict } from '@shared/api/generated/model';
import type { Attribute } from '../evidence';
import type { Deciding, Judgement } from '../judgement';
import type { CatalogueEntry } from '../types';
import type { Profile } from './profile';
import { verdictSentence } from './sentences';

/** The id of the listed source behind `attribute` of `entry` (a report's sources list). */
export type Cite = (entry: CatalogueEntry, attribute: Attribute) => string;

type Quoted = [Profile, Attribute];

const scoresOf = (profiles: readonly Profile[]): Quoted[] => profiles.map((p) => [p, 'scores']);

/** What one deciding fact quotes: both items' scores on a criterion, or each item's value of a spec row it has. */
function decidingFacts(d: Deciding): Quoted[] {
  if (d.weight.read === 'score') return scoresOf([d.a.item, d.b.item]);
  return [d.a, d.b]
    .filter((reading) => reading.text !== undefined)
    .map((reading) => [reading.item, d.weight.attribute]);
}

/** The items the overall verdict quotes: the items level at the top, else the leader and the runner-up. */
function overallQuoted(profiles: readonly Profile[]): Profile[] {
  const ranked = [...profiles].sort((a, b) => b.overall - a.overall);
  const top = ranked.filter((p) => p.overall === ranked[0].overall);
  return top.length > 1 ? top : ranked.slice(0, 2);
}

/** Whose figures, of which attribute, the verdict's sentence quotes: the cases verdictSentence writes. */
function quoted(j: Judgement, profiles: readonly Profile[]): Quoted[] {
  const decider = j.decider ? decidingFacts(j.decider) : [];
  if (!j.purpose) return scoresOf(j.winner ? overallQuoted(profiles) : j.tied);
  if (j.winner) {
    if (!j.deciding.length) return scoresOf(j.ranking.slice(0, 2));
    return [...j.deciding.flatMap(decidingFacts), ...(j.counter ? decidingFacts(j.counter) : [])];
  }
  if (j.factsLevel) {
    const shared = j.level.flatMap(({ weight }): Quoted[] => j.tied.map((p) => [p, weight.attribute]));
    return [...shared, ...(j.purpose.undecided ? [] : decider)];
  }
  return [...scoresOf(j.tied), ...decider];
}

/** The verdict; with `cite`, it names the sources of the figures its sentence quotes. */
export function reportVerdict(
  judgement: Judgement,
  profiles: readonly Profile[],
  language: Language,
  cite?: Cite,
): ReportVerdict {
  const { purpose, winner, tied } = judgement;
  const refs = cite && [...new Set(quoted(judgement, profiles).map(([p, attribute]) => cite(p.entry, attribute)))];
  return {
    winners: winner ? [winner.name] : tied.map((p) => p.name),
    basis: purpose ? 'purpose' : 'overall',
    ...(purpose ? { purpose: purpose.label[language] } : {}),
    deciding: verdictSentence(profiles, language, judgement),
    ...(refs?.length ? { deciding_source_refs: refs } : {}),
  };
}
