// getSampleComparison: the home page's sample report. Written by the demo engine, not by the
// configured AI provider: it is the same for every visitor, costs no model call, and says it is
// demo data (source.engine 'demo', with the catalogue's date).
import type { FastifyInstance } from 'fastify';
// eslint-disable-next-line no-restricted-imports -- demo/ has no alias; the one module of it the server may use
import { demoSampleComparison } from '../../demo/index';
import { publicOperation, type ServerDeps } from '../http/operation';

export function sampleRoutes(app: FastifyInstance, deps: ServerDeps): void {
  publicOperation(app, deps, 'getSampleComparison', {}, async ({ language }) => ({
    data: demoSampleComparison(language),
  }));
}
