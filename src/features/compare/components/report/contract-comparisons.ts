// Comparisons for the report's property test: the contract's example report (openapi.yaml, as
// orval's generated mock returns it), varied by fast-check in what the contract leaves open — one
// to six items with any names, every optional section absent, empty or present, values missing,
// null, long or in any script. The test checks each one against the generated zod schema, so the
// variations stay on the contract.
import fc from 'fast-check';
import type { Comparison, ComparisonResult } from '@shared/api/generated/model';
import { getGetComparisonResponseMock } from '@/api/generated/query/comparisons/comparisons.msw';

type Section = Exclude<keyof ComparisonResult, 'summary' | 'items'>;
type Presence = 'absent' | 'empty' | 'present';

/** The contract's finished example (a created comparison is only queued: it has no result yet). */
const example = () => getGetComparisonResponseMock().data as Comparison & { result: ComparisonResult };

/** Short text, long text, or any Unicode (names, values, list entries). */
const text = (maxLength = 120) =>
  fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength }),
    fc.constantFrom('İğüşöç ÇĞÜŞÖ', '中文 日本語', 'עברית', '<b>not html</b>', 'x'.repeat(maxLength)),
  );

/** The example's entries for each item, renamed (per-item sections are keyed by item_name). */
function perItem<T extends { item_name: string }>(entries: T[] | undefined, names: string[]): T[] {
  if (!entries?.length) return [];
  return names.map((item_name, index) => ({ ...entries[index % entries.length], item_name }));
}

function section(key: Section, names: string[], values: string[]): ComparisonResult[Section] {
  const result = example().result;
  const value = (index: number) => (index % 4 === 3 ? null : values[index % values.length]);
  switch (key) {
    case 'differences':
    case 'similarities':
    case 'unidentified_items':
      return values;
    case 'specialized_features':
      return result.specialized_features?.map((category) => ({
        ...category,
        features: category.features.map((feature, row) => ({
          name: feature.name,
          ...Object.fromEntries(names.map((_, index) => [`item${index + 1}Value`, value(row + index)])),
        })),
      }));
    case 'detailed_feature_comparison':
      return result.detailed_feature_comparison?.map((category) => ({
        ...category,
        rows: category.rows.map((row, rowIndex) => ({
          ...row,
          values: names.map((item_name, index) => ({ item_name, value: values[(rowIndex + index) % values.length] })),
        })),
      }));
    case 'use_case_recommendations':
      return result.use_case_recommendations?.map((recommendation, index) => ({
        ...recommendation,
        recommended_item: names[index % names.length],
      }));
    case 'poll': {
      // A poll has at least two options (the contract): a one-item report adds "Neither".
      const labels = names.length > 1 ? names : [...names, 'Neither'];
      const options = labels.map((label, index) => ({ label, votes: index * 7 }));
      return { ...result.poll, options, total_votes: options.reduce((sum, option) => sum + option.votes, 0) };
    }
    default:
      return perItem(result[key] as { item_name: string }[] | undefined, names) as ComparisonResult[Section];
  }
}

const SECTIONS: Section[] = [
  'differences',
  'similarities',
  'specialized_features',
  'comparison_scores',
  'pricing_analysis',
  'usability_analysis',
  'design_analysis',
  'performance_analysis',
  'sentiment_analysis',
  'security_and_privacy_analysis',
  'sustainability_analysis',
  'use_case_recommendations',
  'user_feedback_summary',
  'poll',
  'detailed_feature_comparison',
  'unidentified_items',
];

/** Any contract-valid comparison around the example (check it with the generated zod schema). */
export function contractComparison(): fc.Arbitrary<Comparison> {
  const item = fc.record(
    {
      name: text(100),
      user_rating: fc.double({ min: 0, max: 5, noNaN: true }),
      user_vote_count: fc.nat(),
      pros: fc.array(text(), { maxLength: 6 }),
      cons: fc.array(text(), { maxLength: 6 }),
    },
    { requiredKeys: ['name'] },
  );
  const presence = fc.constantFrom<Presence>('absent', 'empty', 'present');
  return fc
    .record({
      items: fc.uniqueArray(item, { minLength: 1, maxLength: 6, selector: (entry) => entry.name }),
      summary: text(2000),
      values: fc.array(text(), { minLength: 1, maxLength: 5 }),
      sections: fc.tuple(...SECTIONS.map(() => presence)),
    })
    .map(({ items, summary, values, sections }) => {
      const base = example();
      const names = items.map((entry) => entry.name);
      const result: ComparisonResult = { summary, items };
      SECTIONS.forEach((key, index) => {
        if (sections[index] === 'absent') return;
        const present = section(key, names, values);
        // A poll cannot be empty (two options at least): "empty" leaves it out.
        if (key === 'poll' && sections[index] === 'empty') return;
        Object.assign(result, { [key]: sections[index] === 'empty' ? [] : present });
      });
      return { ...base, query: names.join(' vs '), items: names, result };
    });
}
