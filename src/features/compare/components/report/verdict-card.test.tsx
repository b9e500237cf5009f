// The verdict card says what the report's judgement decided: judged for the asker's purpose, the
// purpose's winner (not the highest overall score) with the deciding facts; a lead within the
// scores' noise, a tie. On the page a user opens, with the server's answer from the generated handler.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderApp } from '@tests/render-app';
import { signedInAs } from '@tests/test-user';
import { exampleComparison } from '@tests/report-fixtures';
import { getGetComparisonMockHandler } from '@/api/generated/query/comparisons/comparisons.msw';
import type { ComparisonResult, Language, ReportVerdict } from '@shared/api/generated/model';

const ID = 'cmp_verdict_card_1';
const WATCHES = ['Garmin Forerunner 265', 'Apple Watch Series 9'];

/** The contract's example report about two watches, the Apple Watch ahead overall, with `verdict`. */
function answerReport(scores: [number, number], verdict: ReportVerdict | undefined, language: Language = 'en') {
  const example = exampleComparison();
  const result = example.result as ComparisonResult;
  const report: ComparisonResult = {
    ...result,
    items: WATCHES.map((name, index) => ({ ...result.items[index], name })),
    comparison_scores: WATCHES.map((item_name, index) => ({
      item_name,
      scores: { design: 8, usability: 8, performance: 8, pricing: 8 },
      overall_score: scores[index],
    })),
    use_case_recommendations: [],
    unidentified_items: [],
    ...(verdict ? { verdict } : {}),
  };
  const comparison = { ...example, id: ID, items: WATCHES, language, result: report };
  server.use(getGetComparisonMockHandler({ success: true, data: comparison }));
}

async function verdictCard(language: Language = 'en') {
  await renderApp(`/app/compare/${ID}`, { user: signedInAs('Level_3'), language });
  return screen.findByTestId('verdict');
}

const RUNNING_EN =
  'For running, Garmin Forerunner 265 is the pick: 13 days of battery against 18 hours and multi-band GPS against standard GPS.';

describe('the verdict card', () => {
  it('judged for a purpose: "Best for running" names the purpose’s winner and its deciding facts, with no overall score', async () => {
    answerReport([8.0, 8.4], { winners: [WATCHES[0]], basis: 'purpose', purpose: 'running', deciding: RUNNING_EN });
    const card = await verdictCard();
    const line = within(card).getByText('Best for running').parentElement as HTMLElement;
    expect(line).toHaveTextContent(/^Best for running Garmin Forerunner 265$/);
    expect(within(card).getByText(RUNNING_EN)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Overall winner');
    expect(card).not.toHaveTextContent('Apple Watch');
    expect(card).not.toHaveTextContent('8.4');
  });

  it('the reason ends with the marks of the sources its figures come from, an estimate saying so', async () => {
    answerReport([8.0, 8.4], {
      winners: [WATCHES[0]],
      basis: 'purpose',
      purpose: 'running',
      deciding: RUNNING_EN,
      deciding_source_refs: ['apple-specs', 'model-estimate'],
    });
    const card = await verdictCard();
    const reason = within(card).getByText(RUNNING_EN, { exact: false });
    const marks = within(reason).getAllByRole('button');
    expect(marks.map((button) => button.getAttribute('aria-label'))).toEqual(['Source 1', 'Source 5']);
    const [spec, estimate] = marks.map((button) => button.closest('.fact-ref'));
    expect(spec).not.toHaveClass('fact-ref--estimate');
    expect(estimate).toHaveClass('fact-ref--estimate');
    expect(estimate).toHaveTextContent(/^est\./);
  });

  it('in Turkish the purpose opens the label: "Koşu için en iyisi"', async () => {
    const deciding =
      'Koşu için tercih Garmin Forerunner 265: 18 saat yerine 13 gün pil ömrü ve standart GPS yerine çok bantlı GPS.';
    answerReport([8.0, 8.4], { winners: [WATCHES[0]], basis: 'purpose', purpose: 'koşu', deciding }, 'tr');
    const card = await verdictCard('tr');
    expect(within(card).getByText('Koşu için en iyisi').parentElement).toHaveTextContent(
      /^Koşu için en iyisi Garmin Forerunner 265$/,
    );
    expect(within(card).getByText(deciding)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Genel kazanan');
  });

  it('a lead within the scores’ noise is a tie of both, with no single score for them and what would decide it', async () => {
    const deciding =
      'Overall it is a tie: Apple Watch Series 9 (8.4/10) and Garmin Forerunner 265 (8.3/10) are within the margin of these scores.';
    answerReport([8.3, 8.4], { winners: [WATCHES[1], WATCHES[0]], basis: 'overall', deciding });
    const card = await verdictCard();
    expect(within(card).getByText('Tied for first place').parentElement).toHaveTextContent(
      /^Tied for first place Apple Watch Series 9 and Garmin Forerunner 265$/,
    );
    expect(within(card).getByText(deciding)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Overall winner');
  });

  it('an overall pick keeps the overall label and score', async () => {
    const deciding =
      'Apple Watch Series 9 comes out ahead overall with 8.9/10, against 8.0/10 for Garmin Forerunner 265.';
    answerReport([8.0, 8.9], { winners: [WATCHES[1]], basis: 'overall', deciding });
    const card = await verdictCard();
    expect(within(card).getByText('Overall winner').parentElement).toHaveTextContent(
      /^Overall winner Apple Watch Series 9 8.9 \/ 10$/,
    );
    expect(within(card).getByText(deciding)).toBeInTheDocument();
  });

  it('without a verdict (an older report) the highest overall score wins, as before', async () => {
    answerReport([8.0, 8.4], undefined);
    const card = await verdictCard();
    expect(within(card).getByText('Overall winner').parentElement).toHaveTextContent(
      /^Overall winner Apple Watch Series 9 8.4 \/ 10$/,
    );
  });
});
