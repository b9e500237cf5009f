// One attempt at a model's report: the strict schema it writes to, the call (or, for a continued
// report, the parallel calls) that write it, each section told as it completes, and the whole held
// to the catalogue's facts and shaped to the contract before it is returned.
import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';
import type { ComparisonResult, Language } from '@shared/api/generated/model';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the catalogue's facts the model writes from
import type { FactSheet } from '../../demo/model-facts';
import { COMPARISON_RESULT_JSON_SCHEMA } from './generated/comparison-result-schema';
import { FactCheck } from './hold-to-facts';
import { judgedBestValue, judgedVerdict } from './judgement-seam';
import { sameItems } from './item-check';
import { streamText, type Limits, type StreamOptions } from './openai-stream';
import {
  USED_FACTS,
  compareMessages,
  sectionsToFill,
  turkishDate,
  type PromptFact,
  type PromptJudgement,
} from './prompt';
import type { CompareInput, ReportEvent } from './provider';
import { sectionGroups } from './report-sections';
import { shapeReport, sourcedDraftSection } from './report-shape';
import { ReportStream, ReportStreamError } from './report-stream';

const POLL_QUESTION: Record<Language, string> = { en: 'Which one would you choose?', tr: 'Hangisini seçerdiniz?' };

/** One attempt's answer is not a usable report: worth asking once more; after that, the failure kind. */
export class UnusableAnswer extends Error {
  constructor(readonly kind: 'invalid-output' | 'wrong-items') {
    super(kind);
  }
}

/** Everything one report's calls share. */
export interface ReportCall {
  client: OpenAI;
  options: StreamOptions;
  sheet: FactSheet;
  limits: Limits;
  emit: (event: ReportEvent) => void;
  activity: () => void;
}

/** A report schema that also asks for the ids of the given facts the text uses. */
export function withUsedFacts<T extends { properties: object; required: readonly string[] }>(schema: T) {
  return {
    ...schema,
    properties: { ...schema.properties, [USED_FACTS]: { type: 'array', items: { type: 'string' } } },
    required: [...schema.required, USED_FACTS],
  };
}

/**
 * The strict schema of what the model writes: the whole report, or, when an earlier writer
 * finished some sections, only the rest, or only `sections` when the rest is split between
 * parallel calls (strict mode: every listed property is required). With facts given, the first
 * (or only) call also lists the ids of the facts it used.
 */
function reportFormat(
  written: Record<string, unknown>,
  sections: readonly string[] | undefined,
  withFacts: boolean,
): ChatCompletionCreateParamsStreaming['response_format'] {
  const whole = COMPARISON_RESULT_JSON_SCHEMA as unknown as { properties: Record<string, unknown>; required: string[] };
  const rest = Object.keys(whole.properties).filter(
    (name) => !(name in written) && (!sections || sections.includes(name)),
  );
  const base =
    rest.length === Object.keys(whole.properties).length
      ? whole
      : {
          ...whole,
          properties: Object.fromEntries(rest.map((name) => [name, whole.properties[name]])),
          required: whole.required.filter((name) => rest.includes(name)),
        };
  const schema = withFacts ? withUsedFacts(base) : base;
  return { type: 'json_schema', json_schema: { name: 'comparison_result', strict: true, schema } };
}

/**
 * The remaining sections of a continued report split between `input.calls` parallel calls, or
 * undefined for one call. The first group also takes what the request leaves empty (the model
 * answers null there, or names unidentified items).
 */
function parallelParts(input: CompareInput): string[][] | undefined {
  const written = input.written ?? {};
  if ((input.calls ?? 1) < 2 || !Object.keys(written).length) return undefined;
  const wanted = sectionsToFill(input).filter((name) => !(name in written));
  const groups = sectionGroups(wanted, input.calls ?? 1);
  if (groups.length < 2) return undefined;
  const order = Object.keys(COMPARISON_RESULT_JSON_SCHEMA.properties);
  groups[0] = order.filter((name) => !(name in written) && (groups[0].includes(name) || !wanted.includes(name)));
  return groups;
}

const promptFacts = (sheet: FactSheet): PromptFact[] =>
  sheet.facts.map(({ id, item, label, value }) => ({ id, item, label, value }));

/** What the judgement decided, for the model to write around; undefined when nothing judged the items. */
function promptJudgement(sheet: FactSheet, language: Language): PromptJudgement | undefined {
  const verdict = judgedVerdict(sheet, language);
  return verdict && { verdict, best_value: judgedBestValue(sheet, language) ?? null };
}

/**
 * One call's part of an attempt: its sections told as they complete (already held to the facts,
 * so a draft never shows an invented figure as one), the items checked the moment they are.
 * `sections` limits it to a share of the remaining sections (parallel calls).
 */
async function writePart(
  call: ReportCall,
  input: CompareInput,
  first: boolean,
  // Parts written side by side number their sources each on its own: only a lone part tells them.
  alone = true,
): Promise<Record<string, unknown>> {
  const written = input.written ?? {};
  const draftCheck = new FactCheck(call.sheet, input.language, turkishDate(input.now));
  // Sections an earlier writer finished name their sources first, as the finished report lists them.
  if (alone) for (const [name, value] of Object.entries(written)) draftCheck.section(name, value);
  // The verdict is the judgement's, told right after the scores it goes with (or, when they were
  // written before an interruption and it was not, first): the page shows no verdict card until then.
  // The sources named so far go with each section told, so its figures carry their marks at once;
  // told only when they changed (most sections name no new one), each telling being a saved draft.
  let toldSources = '[]';
  const tellSources = () => {
    const sources = draftCheck.sources.list();
    const text = JSON.stringify(sources);
    if (!alone || text === toldSources) return;
    toldSources = text;
    call.emit({ type: 'sources', value: sources });
  };
  const tellVerdict = () => {
    call.emit({
      type: 'section',
      name: 'verdict',
      value: judgedVerdict(call.sheet, input.language, draftCheck.sources) ?? null,
    });
    tellSources();
  };
  if (first && 'comparison_scores' in written && !('verdict' in written)) tellVerdict();
  const report = new ReportStream((name, value) => {
    // A section the earlier writer finished stays as it was (the schema does not ask for it again).
    if (name in written || name === USED_FACTS) return;
    if (name === 'items' && !sameItems(input.items, value)) throw new UnusableAnswer('wrong-items');
    const checked = sourcedDraftSection(name, draftCheck.section(name, value), draftCheck.sources.list());
    call.emit({ type: 'section', name, value: checked ?? null });
    tellSources();
    if (name === 'comparison_scores') tellVerdict();
  });
  const facts = promptFacts(call.sheet);
  const format = reportFormat(written, input.sections, first && facts.length > 0);
  const body = {
    messages: compareMessages(input, facts, promptJudgement(call.sheet, input.language)),
    response_format: format,
  };
  await streamText(call.client, call.options, body, call.limits, (text) => {
    call.activity();
    try {
      report.write(text);
    } catch (error) {
      throw error instanceof ReportStreamError ? new UnusableAnswer('invalid-output') : error;
    }
  });
  try {
    return report.end();
  } catch {
    throw new UnusableAnswer('invalid-output');
  }
}

/** Every group's part written side by side; the first to fail stops the others. */
async function writeParallel(call: ReportCall, input: CompareInput, groups: string[][]) {
  const together = new AbortController();
  const stopAll = () => together.abort();
  call.limits.signal.addEventListener('abort', stopAll);
  try {
    const shared = { ...call, limits: { signal: together.signal, deadline: call.limits.deadline } };
    return await Promise.all(
      groups.map((sections, index) =>
        writePart(shared, { ...input, sections }, index === 0, false).catch((error: unknown) => {
          stopAll();
          throw error;
        }),
      ),
    );
  } finally {
    call.limits.signal.removeEventListener('abort', stopAll);
  }
}

/**
 * One attempt at the report: one call, or for a continued report with calls to spare, one call
 * per share of the remaining sections. The model's sections are held to the facts; the sections
 * an earlier writer finished were held to them when they were written.
 */
export async function writeReport(call: ReportCall, input: CompareInput): Promise<ComparisonResult> {
  const groups = parallelParts(input);
  const parts = groups ? await writeParallel(call, input, groups) : [await writePart(call, input, true)];
  const own = Object.assign({}, ...parts) as Record<string, unknown>;
  const check = new FactCheck(call.sheet, input.language, turkishDate(input.now));
  // Sections an earlier writer finished were held to the facts as they were drafted and stay as
  // they were; reading them again only lists the sources they name.
  const written = input.written ?? {};
  for (const [name, value] of Object.entries(written)) check.section(name, value);
  check.cite(own[USED_FACTS]);
  delete own[USED_FACTS];
  // Before the report lists its sources: the verdict names those of the figures it quotes.
  const verdict = judgedVerdict(call.sheet, input.language, check.sources);
  const raw = { ...check.report(own), ...written };
  const result = shapeReport(raw, { ...input, pollQuestion: POLL_QUESTION[input.language], verdict });
  if (!result) throw new UnusableAnswer('invalid-output');
  return result;
}
