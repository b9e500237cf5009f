// The sections of a report as a job sees them: which ones a request will have, in the order a
// writer writes them (the contract's ComparisonResult order, which the model's strict schema
// follows), and one finished section turned into what the draft stores.
import { ReportSectionName, type CompareFeature, type ReportDraft } from '@shared/api/generated/model';
import { GetComparison200Response } from '@shared/api/generated/zod/comparisons/comparisons.zod';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the analysis sections a request asks for, one rule for both writers
import { ALL_SECTIONS, requestedSections } from '../../demo/index';
import { dropNulls } from './report-shape';

/** The contract's ReportDraft validator (every section optional), from the generated response schema. */
const draftSchema = GetComparison200Response.shape.data.shape.draft.unwrap();

/**
 * Every section in writing order, as the contract lists them: the model's sections (its strict
 * schema's order) and the server's own, the verdict right after the scores it is judged with and
 * the poll last.
 */
export const SECTION_ORDER = Object.values(ReportSectionName);

const ANALYSES = new Set<string>(ALL_SECTIONS);

/**
 * The sections a writer fills for this request, in writing order: the ones every report has, the
 * analyses asked for and the detailed table when detailed. The poll is the server's, not the
 * writer's; unidentified_items is filled only when an item is not known. The model's prompt asks
 * for exactly these, and the page shows them as still to come until they arrive.
 */
export function sectionsToWrite(features: CompareFeature[], isDetailed: boolean): ReportSectionName[] {
  const analyses = new Set<string>(requestedSections(features, isDetailed));
  return SECTION_ORDER.filter((name) => {
    if (name === 'poll' || name === 'unidentified_items') return false;
    if (name === 'detailed_feature_comparison') return isDetailed;
    if (ANALYSES.has(name)) return analyses.has(name);
    return true;
  });
}

/**
 * One finished section as the draft stores it: nulls dropped, a section the request did not ask
 * for (or the poll, which the server adds) left out, and one the contract would refuse left out
 * too (the whole report is checked again at the end; a reader never sees an invalid section).
 */
export function draftSection(
  name: string,
  value: unknown,
  request: { features: CompareFeature[]; isDetailed: boolean },
): Partial<ReportDraft> | undefined {
  if (!(SECTION_ORDER as string[]).includes(name) || name === 'poll') return undefined;
  if (name === 'detailed_feature_comparison' && !request.isDetailed) return undefined;
  if (ANALYSES.has(name) && !requestedSections(request.features, request.isDetailed).includes(name as never))
    return undefined;
  const cleaned = dropNulls(value);
  if (cleaned === undefined || cleaned === null) return undefined;
  const parsed = draftSchema.safeParse({ [name]: cleaned });
  return parsed.success ? (parsed.data as Partial<ReportDraft>) : undefined;
}

/** The sources a draft's figures name so far, as the draft stores them; undefined when the contract would refuse them. */
export function draftSources(value: unknown): Pick<ReportDraft, 'sources'> | undefined {
  const parsed = draftSchema.safeParse({ sources: dropNulls(value) });
  return parsed.success && parsed.data.sources?.length ? { sources: parsed.data.sources } : undefined;
}

/**
 * The sections a continued report must have before the rest may be written side by side: with the
 * items, their scores and the summary fixed, a writer of the pricing analysis and one of the use
 * cases cannot disagree about what is compared or who scores higher.
 */
const CORE_SECTIONS: readonly ReportSectionName[] = SECTION_ORDER.slice(0, SECTION_ORDER.indexOf('items') + 1);

/** Most provider calls one continued report uses at once (each is one of the provider's concurrent calls). */
export const MAX_PARALLEL_CALLS = 3;

/** About how much text a section is, relative to one analysis (the detailed table is the long one). */
const SECTION_WEIGHT: Partial<Record<ReportSectionName, number>> = { detailed_feature_comparison: 3 };

/**
 * How many calls a report continued after an interruption may write its remaining sections with:
 * 1 (one call, in order) unless its core sections are written and the provider has calls to spare,
 * because after a restart the reader has already waited once (a restarted report should end
 * within 30 s) and the remaining sections no longer depend on each other.
 */
export function continuationCalls(done: readonly string[], pending: readonly string[], spareCalls: number): number {
  if (!CORE_SECTIONS.every((name) => done.includes(name))) return 1;
  return Math.max(1, Math.min(MAX_PARALLEL_CALLS, pending.length, spareCalls + 1));
}

/**
 * The remaining sections split into `calls` groups of about the same length, each kept in writing
 * order (longest first into the lightest group), so parallel writers end at about the same time.
 */
export function sectionGroups<Name extends string>(pending: readonly Name[], calls: number): Name[][] {
  const groups: { names: Name[]; weight: number }[] = Array.from({ length: Math.max(1, calls) }, () => ({
    names: [],
    weight: 0,
  }));
  const weight = (name: Name) => SECTION_WEIGHT[name as unknown as ReportSectionName] ?? 1;
  const heaviestFirst = [...pending].sort((a, b) => weight(b) - weight(a));
  for (const name of heaviestFirst) {
    const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best));
    lightest.names.push(name);
    lightest.weight += weight(name);
  }
  const order = (name: Name) => pending.indexOf(name);
  return groups.filter((group) => group.names.length).map((group) => group.names.sort((a, b) => order(a) - order(b)));
}
