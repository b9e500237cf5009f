// Turning a model's JSON into a contract-valid ComparisonResult: nulls (strict mode's "absent")
// dropped, sections the request did not ask for removed, the poll added by the server, and the
// whole checked with the generated zod schema of the contract; and a stored report served within
// the contract's list bounds.
import type { CompareFeature, ComparisonResult, ReportVerdict } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the analysis sections a request asks for, one rule for both writers
import { ALL_SECTIONS, requestedSections } from '../../demo/index';
import { GetComparison200Response } from '@shared/api/generated/zod/comparisons/comparisons.zod';
import { COMPARISON_RESULT_JSON_SCHEMA } from './generated/comparison-result-schema';

/** The contract's ComparisonResult validator, taken from the generated response schema. */
export const comparisonResultSchema = GetComparison200Response.shape.data.shape.result.unwrap();

/** Removes null values (and nulls inside arrays) recursively: strict mode's null means "absent". */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((entry) => entry !== null).map(dropNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== null)
        .map(([key, entry]) => [key, dropNulls(entry)]),
    );
  }
  return value;
}

type Loose = Record<string, unknown>;
const entries = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((entry): entry is Loose => !!entry && typeof entry === 'object') : [];

/**
 * A rating, a vote count, a sentiment score, an emotion, a user phrase or a user feedback entry is a measurement of what
 * people said, and a company's sustainability programme a claim about it: shown only where a source the report lists backs it. A model names none (sources
 * are the server's), so a figure it wrote there is its guess and is removed, never shown as if
 * counted.
 */
function withoutUnsourcedFigures(report: Loose): void {
  const listed = new Set(entries(report.sources).map((source) => source.id));
  const backed = (ref: unknown) => typeof ref === 'string' && listed.has(ref);
  for (const item of entries(report.items))
    if (!backed(item.user_rating_source_ref)) {
      delete item.user_rating;
      delete item.user_vote_count;
      delete item.user_rating_source_ref;
    }
  // What users say of an item is a store's rating or their reviews, not the model's impression.
  const ratings = new Set(
    entries(report.sources)
      .filter((source) => source.kind === 'rating')
      .map((source) => source.id),
  );
  const fromUsers = (ref: unknown) => typeof ref === 'string' && ratings.has(ref);
  if (report.sentiment_analysis !== undefined) {
    for (const entry of entries(report.sentiment_analysis)) {
      if (!backed(entry.overall_sentiment_score_source_ref)) {
        delete entry.overall_sentiment_score;
        delete entry.overall_sentiment_score_source_ref;
      }
      // Emotions and phrases are what users felt and wrote: kept only with a listed page of reviews.
      if (!fromUsers(entry.source_ref)) {
        delete entry.top_positive_emotions;
        delete entry.top_negative_emotions;
        delete entry.common_user_phrases;
        delete entry.source_ref;
      }
    }
    keepEntries(report, 'sentiment_analysis', saysSomething);
  }
  // What a company does for the environment is said with its source, or not at all.
  if (report.sustainability_analysis !== undefined) {
    for (const entry of entries(report.sustainability_analysis))
      if (!backed(entry.company_sustainability_efforts_source_ref)) {
        delete entry.company_sustainability_efforts;
        delete entry.company_sustainability_efforts_source_ref;
      }
    keepEntries(report, 'sustainability_analysis', saysSomething);
  }
  // A user feedback entry no listed rating source backs is dropped.
  if (report.user_feedback_summary !== undefined)
    keepEntries(report, 'user_feedback_summary', (entry) => fromUsers(entry.source_ref));
}

/** An entry left with its item's name alone says nothing. */
const saysSomething = (entry: Loose) => Object.keys(entry).length > 1;

/** Keeps the entries of `section` that `keep` accepts, and leaves the section out when none is left. */
function keepEntries(report: Loose, section: string, keep: (entry: Loose) => boolean): void {
  const kept = entries(report[section]).filter(keep);
  if (kept.length) report[section] = kept;
  else delete report[section];
}

/**
 * One section of a report still being written, as the finished report will show it: a rating, a
 * sentiment or a user's feedback that no source listed so far backs is left out (undefined when
 * nothing is left), so a draft never shows a model's impression as what users said.
 */
export function sourcedDraftSection(name: string, value: unknown, sources: unknown[]): unknown {
  const report: Loose = { [name]: structuredClone(value), sources };
  withoutUnsourcedFigures(report);
  return report[name];
}

export function shapeReport(
  raw: unknown,
  request: {
    items: string[];
    features: CompareFeature[];
    isDetailed: boolean;
    pollQuestion: string;
    /** The judgement's verdict, when it judged the report. */
    verdict?: ReportVerdict;
  },
): ComparisonResult | undefined {
  const cleaned = dropNulls(raw);
  if (!cleaned || typeof cleaned !== 'object' || Array.isArray(cleaned)) return undefined;
  const report = { ...(cleaned as Record<string, unknown>) };
  const wanted = new Set(requestedSections(request.features, request.isDetailed));
  for (const section of ALL_SECTIONS) if (!wanted.has(section)) delete report[section];
  if (!request.isDetailed) delete report.detailed_feature_comparison;
  // Votes are what users do, not what a model imagines: the poll starts at zero.
  delete report.poll;
  // The verdict is the judgement of the stored facts, the server's to compute: a model's is not taken.
  delete report.verdict;
  if (request.verdict) report.verdict = request.verdict;
  if (request.items.length >= 2) {
    report.poll = {
      question: request.pollQuestion,
      options: request.items.map((label) => ({ label, votes: 0 })),
      total_votes: 0,
      user_vote: null,
    };
  }
  withoutUnsourcedFigures(report);
  const parsed = comparisonResultSchema.safeParse(report);
  return parsed.success ? (parsed.data as ComparisonResult) : undefined;
}

interface BoundSchema {
  readonly type?: string | readonly string[];
  readonly maxItems?: number;
  readonly items?: BoundSchema;
  readonly properties?: Readonly<Record<string, BoundSchema>>;
  readonly anyOf?: readonly BoundSchema[];
}

/** The branch of a schema (or of its anyOf) that describes a list, or an object. */
const branchOf = (schema: BoundSchema, key: 'items' | 'properties'): BoundSchema | undefined =>
  schema[key] ? schema : schema.anyOf?.find((branch) => branch[key]);

/**
 * A stored report cut to the contract's maxItems at every depth. A report stored before a list had
 * its bound (a model once had 2,500 use cases stored) is served within it, to its owner and through
 * its share link alike; a report within the bounds comes back unchanged.
 */
export function withinBounds<T>(value: T, schema: BoundSchema = COMPARISON_RESULT_JSON_SCHEMA): T {
  if (Array.isArray(value)) {
    const list = branchOf(schema, 'items');
    if (!list?.items) return value;
    const kept = list.maxItems === undefined ? value : value.slice(0, list.maxItems);
    return kept.map((entry) => withinBounds(entry, list.items)) as T;
  }
  if (value && typeof value === 'object') {
    const properties = branchOf(schema, 'properties')?.properties;
    if (!properties) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        properties[key] ? withinBounds(entry, properties[key]) : entry,
      ]),
    ) as T;
  }
  return value;
}
