// getSampleComparison on the real server: public, the demo engine's report in the request's
// language, marked as demo data, the same on every call, and within the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/sample-comparison', () => {
  it('answers anyone with the demo report, in the request language, the same on every call', async () => {
    const en = await server.call('GET', '/api/sample-comparison', { language: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({
      shareId: 'sample',
      language: 'en',
      items: ['iPhone 15', 'Samsung Galaxy S24'],
      source: { engine: 'demo', data_as_of: '2025-06-01' },
    });
    expect(en.body.data.result.comparison_scores).toHaveLength(2);
    expect(en.body.data.result.summary).toContain('(demo data)');
    expect((await server.call('GET', '/api/sample-comparison', { language: 'en' })).body).toEqual(en.body);

    const tr = await server.call('GET', '/api/sample-comparison', { language: 'tr' });
    expect(tr.body.data).toMatchObject({ language: 'tr', source: { engine: 'demo' } });
    expect(tr.body.data.result.summary).toContain('(demo verisi)');
    // A token is not needed, and an invalid one does not turn the public answer into a 401.
    expect((await server.call('GET', '/api/sample-comparison', { token: 'not-a-token' })).status).toBe(200);
    expect(server.violations).toEqual([]);
  });
});
