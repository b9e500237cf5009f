// A model's report as the server keeps it: a rating, a vote count, a sentiment score or an emotion
// that no listed source backs is dropped, so no reader sees a guessed figure as if it had been counted.
import { describe, expect, it } from 'vitest';
import { shapeReport } from '../ai/report-shape';

const request = {
  items: ['iPhone 15', 'Pixel 8'],
  features: ['sentiment' as const],
  isDetailed: false,
  pollQuestion: 'Which?',
};
const modelReport = () => ({
  summary: 'Two phones.',
  items: [
    { name: 'iPhone 15', user_rating: 4.6, user_vote_count: 18234, pros: ['Video'] },
    { name: 'Pixel 8', user_rating: null, user_vote_count: null, pros: ['Camera'] },
  ],
  sentiment_analysis: [
    { item_name: 'iPhone 15', overall_sentiment_score: 8.2, top_positive_emotions: ['trust'] },
    { item_name: 'Pixel 8', overall_sentiment_score: 7.9 },
  ],
});

describe('a model’s figures without a source', () => {
  it('drops ratings, vote counts and sentiment scores no listed source backs', () => {
    const shaped = shapeReport(modelReport(), request);
    expect(shaped?.items[0]).toEqual({ name: 'iPhone 15', pros: ['Video'] });
    expect(shaped?.items[1]).toEqual({ name: 'Pixel 8', pros: ['Camera'] });
    // Without a listed page of reviews the model's emotions go too, and with them the whole section.
    expect(shaped).not.toHaveProperty('sentiment_analysis');
  });

  it('keeps a rating whose source the report lists', () => {
    const report = modelReport();
    Object.assign(report.items[0], { user_rating_source_ref: 'rating-1' });
    const sources = [{ id: 'rating-1', kind: 'rating', title: 'Hepsiburada ratings', as_of: '2025-09-01' }];
    const shaped = shapeReport({ ...report, sources }, request);
    expect(shaped?.items[0]).toMatchObject({
      user_rating: 4.6,
      user_vote_count: 18234,
      user_rating_source_ref: 'rating-1',
    });
    // A reference to a source the report does not list backs nothing.
    const dangling = modelReport();
    Object.assign(dangling.items[0], { user_rating_source_ref: 'rating-9' });
    expect(shapeReport({ ...dangling, sources }, request)?.items[0]).not.toHaveProperty('user_rating');
  });
});

describe('a model’s sentiment analysis', () => {
  const sources = [
    { id: 'reviews-1', kind: 'rating', title: 'Hepsiburada reviews', as_of: '2025-09-01' },
    { id: 'spec-1', kind: 'specification', title: 'Apple specifications', as_of: '2025-09-01' },
  ];
  const sentiment = [
    { item_name: 'iPhone 15', top_positive_emotions: ['trust'], common_user_phrases: ['finally USB-C'] },
    { item_name: 'Pixel 8', top_negative_emotions: ['worry about heat'], source_ref: 'reviews-1' },
    { item_name: 'Galaxy S24', top_positive_emotions: ['joy'], source_ref: 'spec-1' },
  ];

  it('keeps only the emotions and phrases a listed page of reviews backs', () => {
    const shaped = shapeReport({ ...modelReport(), sentiment_analysis: sentiment, sources }, request);
    expect(shaped?.sentiment_analysis).toEqual([sentiment[1]]);
  });

  it('leaves the section out when no entry has a source of users’ reviews', () => {
    const shaped = shapeReport(
      { ...modelReport(), sentiment_analysis: [sentiment[0], sentiment[2]], sources },
      request,
    );
    expect(shaped).toBeDefined();
    expect(shaped).not.toHaveProperty('sentiment_analysis');
  });
});

describe('a model’s user feedback', () => {
  const feedback = [
    { item_name: 'iPhone 15', overall_sentiment: 'Very positive', positive_points: ['Users praise its camera'] },
    { item_name: 'Pixel 8', overall_sentiment: 'Positive', source_ref: 'rating-1' },
  ];
  const sources = [{ id: 'rating-1', kind: 'rating', title: 'Hepsiburada ratings', as_of: '2025-09-01' }];

  it('keeps only the entries a listed source backs', () => {
    const shaped = shapeReport({ ...modelReport(), user_feedback_summary: feedback, sources }, request);
    expect(shaped?.user_feedback_summary).toEqual([feedback[1]]);
  });

  it('leaves the section out when no entry has a source', () => {
    const shaped = shapeReport({ ...modelReport(), user_feedback_summary: feedback.slice(0, 1) }, request);
    expect(shaped).toBeDefined();
    expect(shaped).not.toHaveProperty('user_feedback_summary');
  });
});

describe('a model’s verdict', () => {
  it('is not kept: the verdict is the judgement of the stored facts, which the server computes', () => {
    const verdict = { winners: ['Pixel 8'], basis: 'overall', deciding: 'Pixel 8 is simply better.' };
    const shaped = shapeReport({ ...modelReport(), verdict }, request);
    expect(shaped?.summary).toBe('Two phones.');
    expect(shaped).not.toHaveProperty('verdict');
  });
});
