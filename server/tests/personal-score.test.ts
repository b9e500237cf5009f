// Premium's personal score on the real server: the weights are saved with the profile (validated
// by the contract, refused without the package's `personalized_score` feature), and a report read
// by their owner carries the personal score and ranking computed from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_EMAILS } from '../db/demo-accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  expect(server.violations).toEqual([]);
  await server?.close();
});

const NONE = { design: 0, usability: 0, performance: 0, pricing: 0, sentiment: 0, sustainability: 0 };
const VALUE_FIRST = { ...NONE, pricing: 5 };

/** A new account on `level`, signed in. */
async function userOn(level: 'Level_3' | 'Level_4'): Promise<{ token: string; profile: Record<string, unknown> }> {
  const email = `score-${Math.random().toString(36).slice(2)}@example.com`;
  const profile = { name: 'Score Tester', email, language: 'en' };
  await server.call('POST', '/api/register', { body: { ...profile, password: 'Passw0rd!' } });
  const token = await server.login(email);
  const changed = await server.call('PUT', '/api/packages/me', { token, body: { package_name: level } });
  expect(changed.status).toBe(200);
  return { token, profile };
}

describe('score weights on the profile', () => {
  it('a Premium user saves them; they come back with the user and survive a profile save without them', async () => {
    const { token, profile } = await userOn('Level_4');
    const saved = await server.call('PUT', '/api/users/me', {
      token,
      body: { ...profile, score_weights: VALUE_FIRST },
    });
    expect(saved).toMatchObject({ status: 200, body: { data: { score_weights: VALUE_FIRST } } });
    await server.call('PUT', '/api/users/me', { token, body: { ...profile, name: 'Renamed' } });
    const me = await server.call('GET', '/api/users/me', { token });
    expect(me.body.data).toMatchObject({ name: 'Renamed', score_weights: VALUE_FIRST });
  });

  it('refuses a weight out of range or not whole with one sentence in the request language', async () => {
    const { token, profile } = await userOn('Level_4');
    for (const [value, language, message] of [
      [6, 'tr', 'Her ağırlık 0 ile 5 arasında bir tam sayı olmalı.'],
      [-1, 'en', 'Each weight must be a whole number from 0 to 5.'],
      [2.5, 'en', 'Each weight must be a whole number from 0 to 5.'],
    ] as const) {
      const answer = await server.call('PUT', '/api/users/me', {
        token,
        language,
        body: { ...profile, score_weights: { ...NONE, pricing: value } },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([{ field: 'score_weights.pricing', message }]);
    }
    const missing = await server.call('PUT', '/api/users/me', {
      token,
      body: { ...profile, score_weights: { design: 3 } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual({ field: 'score_weights.pricing', message: 'This field is required.' });
  });

  it('is refused (403, in the request language) when the package does not list personalized_score', async () => {
    const { token, profile } = await userOn('Level_3');
    const en = await server.call('PUT', '/api/users/me', { token, body: { ...profile, score_weights: VALUE_FIRST } });
    expect(en).toMatchObject({
      status: 403,
      body: {
        success: false,
        message:
          'The personal score is not part of your package. Upgrade to a package that includes it to set your priorities.',
      },
    });
    const tr = await server.call('PUT', '/api/users/me', {
      token,
      language: 'tr',
      body: { ...profile, score_weights: VALUE_FIRST },
    });
    expect(tr.body.message).toBe(
      'Kişisel puan paketinizde yok. Önceliklerinizi belirlemek için bunu içeren bir pakete yükseltin.',
    );
    // The rest of the profile still saves, and nothing was stored.
    const plain = await server.call('PUT', '/api/users/me', { token, body: profile });
    expect(plain.status).toBe(200);
    expect(plain.body.data).not.toHaveProperty('score_weights');
  });
});

describe('the personal score of a report', () => {
  const query = { query: 'iPhone 15 vs Pixel 8', features: [], isDetailed: false };

  it('ranks by the reader’s weights beside the report’s own ranking, and says when the leader differs', async () => {
    const { token, profile } = await userOn('Level_4');
    await server.call('PUT', '/api/users/me', { token, body: { ...profile, score_weights: VALUE_FIRST } });
    const { body } = await server.compare({ token, body: query });
    const comparison = body.data;
    expect(comparison.status).toBe('done');
    const [iphone, pixel] = comparison.result.comparison_scores;
    expect(comparison.personal_score).toEqual({
      criteria: ['pricing'],
      items: [
        {
          item_name: iphone.item_name,
          score: iphone.scores.pricing,
          rank: 2,
          report_score: iphone.overall_score,
          report_rank: 1,
          missing: [],
        },
        {
          item_name: pixel.item_name,
          score: pixel.scores.pricing,
          rank: 1,
          report_score: pixel.overall_score,
          report_rank: 2,
          missing: [],
        },
      ],
      leader_differs: true,
      ranking_differs: true,
      partial: false,
    });
  });

  it('is absent without weights, and once the package no longer lists the feature (the weights are kept)', async () => {
    const { token, profile } = await userOn('Level_4');
    const { body } = await server.compare({ token, body: query });
    expect(body.data).not.toHaveProperty('personal_score');

    await server.call('PUT', '/api/users/me', { token, body: { ...profile, score_weights: VALUE_FIRST } });
    const read = () => server.call('GET', `/api/comparisons/${body.data.id}`, { token });
    expect((await read()).body.data.personal_score.leader_differs).toBe(true);

    await server.call('PUT', '/api/packages/me', { token, body: { package_name: 'Level_3' } });
    expect((await read()).body.data).not.toHaveProperty('personal_score');
    expect((await server.call('GET', '/api/users/me', { token })).body.data.score_weights).toEqual(VALUE_FIRST);
  });

  it('is not published with a share link', async () => {
    const token = await server.login(SEED_EMAILS.premium);
    const me = (await server.call('GET', '/api/users/me', { token })).body.data;
    await server.call('PUT', '/api/users/me', {
      token,
      body: { name: me.name, email: me.email, language: me.language, score_weights: VALUE_FIRST },
    });
    const { body } = await server.compare({ token, body: query });
    expect(body.data.personal_score).toBeDefined();
    const shared = await server.call('PUT', `/api/comparisons/${body.data.id}/share`, { token });
    const link = await server.call('GET', `/api/shared/${shared.body.data.shareId}`);
    expect(link.status).toBe(200);
    expect(link.body.data).not.toHaveProperty('personal_score');
  });
});
