// The sections of a report as a job sees them: which ones a request will have, in the order a
// writer writes them (the contract's ComparisonResult order, which the model's strict schema
// follows), and one finished section turned into what the draft stores.
import type { CompareFeature, ReportDraft, ReportSectionName } from '@/api/generated/model';
import { GetComparison200Response } from '@/api/generated/zod/comparisons/comparisons.zod';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the analysis sections a request asks for, one rule for both writers
import { ALL_SECTIONS, requestedSections } from '../../demo/index';
import { COMPARISON_RESULT_JSON_SCHEMA } from './generated/comparison-result-schema';
import { dropNulls } from './report-shape';

/** The contract's ReportDraft validator (every section optional), from the generated response schema. */
const draftSchema = GetComparison200Response.shape.data.shape.draft.unwrap();

/** Every section in writing order. */
export const SECTION_ORDER = Object.keys(COMPARISON_RESULT_JSON_SCHEMA.properties) as ReportSectionName[];

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
