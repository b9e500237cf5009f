// The home page's sample report (getSampleComparison): public, no state, written by the demo engine
// in the request's language — the same report on every call, marked as demo data like every demo report.
import { http } from 'msw';
import { demoSampleComparison } from '../comparison-engine';
import { languageOf, ok } from '../http-helpers';
import { latency } from '../latency';

export const sampleHandlers = [
  http.get('*/api/sample-comparison', async ({ request }) => {
    await latency('default', request.signal);
    return ok(demoSampleComparison(languageOf(request)));
  }),
];
