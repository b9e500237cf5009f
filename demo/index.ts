// The demo engine's public face: the one module the server's built-in provider, its seed and its
// sample report call to write a comparison report or a chat answer.
// Callers depend on these signatures only; what is behind them (catalogue, categories, text) may change.
// Never imported by the app itself (src/), so it stays out of the production bundle.
import type {
  CompareFeature,
  ComparisonResult,
  Language,
  ReportSource,
  SharedComparison,
} from '@shared/api/generated/model';
import { CATALOGUE_AS_OF, detectCategory, loadEntries } from './catalogue';
import { CATEGORIES, loadCategories } from './categories';
import type { CatalogueData } from './catalogue/files';
import { answer } from './chat/answer';
import { parseQuery, purposeSentence } from './purpose';
import { writeReport } from './report/build';
import type { WrittenComparison } from './types';
import { understoodItems } from './understood';

export {
  CATALOGUE,
  CATALOGUE_AS_OF,
  closeNames,
  detectCategory,
  identify,
  identifyAll,
  kindOf,
  nearestOfKind,
} from './catalogue';
export { parseQuery } from './purpose';
export { ALL_SECTIONS, requestedSections } from './report/sections';
export type { WrittenComparison } from './types';
export { catalogueEvidence } from './evidence';
export { factSheet } from './model-facts';
export { judgeSheet, type SheetJudgement } from './model-judgement';
export { purposeLabel } from './understood';

/** Two catalogue names of the same kind as `name` (its category's example pair), when the kind is known. */
export function categoryExample(name: string): readonly [string, string] | undefined {
  const category = detectCategory(name);
  return category ? CATEGORIES[category].example : undefined;
}

/** The pair shown when nothing says what kind of thing was meant: the best-known kind, phones. */
export const GENERAL_EXAMPLE: readonly [string, string] = CATEGORIES.phone.example;

export interface DemoCompareInput {
  /** The trimmed query as typed. */
  query: string;
  /** 2 to 6 item names split from the query, in order. */
  items: string[];
  features: CompareFeature[];
  isDetailed: boolean;
  language: Language;
}

export type DemoCompareOutcome =
  | { ok: true; items: string[]; result: ComparisonResult; source: ReportSource }
  /** The query cannot be compared (e.g. the same item twice): a 422 on `field` with `message`, in the request language. */
  | { ok: false; field: 'query'; message: string };

/** Who wrote it: the demo engine, with the date its catalogue's facts describe. */
const demoSource = (): ReportSource => ({ engine: 'demo', data_as_of: CATALOGUE_AS_OF });

export function demoCompare(input: DemoCompareInput): DemoCompareOutcome {
  // The items as the catalogue holds them: the kind the query's subject names, the version it asks for.
  const understood = understoodItems(input.query, input.items, input.language);
  const { purpose: said } = parseQuery(input.query);
  const outcome = writeReport({
    items: understood.items,
    purpose: said,
    features: input.features,
    isDetailed: input.isDetailed,
    language: input.language,
  });
  if (!outcome.ok) return { ok: false, field: 'query', message: outcome.message };
  // A purpose is context for what was identified; with nothing identified there is no report to frame.
  // One the judgement weighed is said in the verdict; one it has no weights for is noted as such.
  const purpose =
    outcome.known.length && !outcome.judgedForPurpose ? purposeSentence(input.query, input.language) : undefined;
  const added = [...(outcome.known.length ? understood.notes : []), ...(purpose ? [purpose] : [])];
  const result = added.length
    ? { ...outcome.result, summary: [outcome.result.summary, ...added].join(' ') }
    : outcome.result;
  return { ok: true, items: input.items.slice(0, 6), result, source: demoSource() };
}

/** The landing page's sample report (getSampleComparison): a catalogue pair everyone knows. */
export const SAMPLE_ITEMS = ['iPhone 15', 'Samsung Galaxy S24'];

/**
 * The sample report as a public report: the engine's detailed report of SAMPLE_ITEMS in the
 * request's language, dated to the catalogue (so the same bytes on every call, in every backend
 * that uses the engine) and marked `source.engine: 'demo'` like every demo report.
 */
export function demoSampleComparison(language: Language): SharedComparison {
  const query = SAMPLE_ITEMS.join(' vs ');
  const written = demoCompare({ query, items: SAMPLE_ITEMS, features: [], isDetailed: true, language });
  if (!written.ok) throw new Error(`the demo engine refused the sample query: ${written.message}`);
  const date = `${CATALOGUE_AS_OF}T00:00:00Z`;
  return {
    shareId: 'sample',
    sharedAt: date,
    query,
    items: written.items,
    features: [],
    isDetailed: true,
    createdAt: date,
    language,
    source: written.source,
    result: written.result,
  };
}

export interface DemoChatInput {
  content: string;
  language: Language;
  /** Earlier messages of this conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The signed-in user's stored comparisons, newest first. */
  comparisons: WrittenComparison[];
  /** The comparison the conversation is about (the chat opened from its report), if any. */
  subject?: WrittenComparison;
}

export function demoChat(input: DemoChatInput): { output: string; source: ReportSource } {
  return { output: answer(input), source: demoSource() };
}

// The catalogue's data files: how the server's store and its import read and check them.
export {
  CatalogueError,
  combineCatalogueFiles,
  parseCatalogueText,
  readCatalogueFiles,
  type CatalogueData,
  type CatalogueFile,
} from './catalogue/files';
export { CATALOGUE_DATA, CATALOGUE_DIR } from './catalogue/data';

/**
 * Makes `data` (validated data files, or the server's store read back in their shape) the
 * catalogue every later report and answer is written from.
 */
export function loadCatalogue(data: CatalogueData): void {
  loadCategories(data);
  loadEntries(data);
}
export {
  EDITORIAL_ESTIMATE,
  type CategoryFile,
  type Fact as CatalogueFact,
  type FamiliesFile,
  type ItemData,
} from './catalogue/schema';
