// createComparison, listComparisons, getComparison, cancelComparison, deleteComparison,
// shareComparison, unshareComparison, getSharedComparison, voteInPoll, listPopularComparisons,
// getSiteStats
import type { FastifyInstance } from 'fastify';
import {
  CancelComparisonParams,
  CreateComparisonBody,
  DeleteComparisonParams,
  GetComparisonParams,
  GetSharedComparisonParams,
  ListComparisonsQueryParams,
  ShareComparisonParams,
  UnshareComparisonParams,
  VoteInPollBody,
  VoteInPollParams,
} from '@shared/api/generated/zod/comparisons/comparisons.zod';
import { publicOperation, securedOperation, type ServerDeps } from '../http/operation';
import * as comparisons from '../services/comparisons';

export function comparisonsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  securedOperation(app, deps, 'createComparison', { body: CreateComparisonBody }, async ({ user, body, language }) => {
    const comparison = await comparisons.createComparison(
      db,
      deps.ai,
      deps.jobs,
      user,
      body,
      language,
      deps.openReportsPerUser,
    );
    return { status: 202, data: comparison, poll: `/api/comparisons/${comparison.id}` };
  });

  securedOperation(app, deps, 'listComparisons', { query: ListComparisonsQueryParams }, async ({ user, query }) => ({
    data: await comparisons.listComparisons(db, user, {
      search: query.search,
      cursor: query.cursor,
      limit: query.limit ?? 20,
    }),
  }));

  securedOperation(
    app,
    deps,
    'getComparison',
    { params: GetComparisonParams, rateLimit: 'comparisonReadsPerAddress', userRateLimit: 'comparisonReadsPerUser' },
    async ({ user, params, language }) => ({
      data: await comparisons.getComparison(db, user, params.comparisonId, language),
    }),
  );

  securedOperation(
    app,
    deps,
    'cancelComparison',
    { params: CancelComparisonParams },
    async ({ user, params, language }) => {
      const data = await comparisons.cancelComparison(db, deps.jobs, user, params.comparisonId, language);
      return { message: data.counted ? 'reportCancelledCounted' : 'reportCancelled', data };
    },
  );

  securedOperation(app, deps, 'deleteComparison', { params: DeleteComparisonParams }, async ({ user, params }) => {
    await comparisons.deleteComparison(db, deps.jobs, user, params.comparisonId);
    return { message: 'comparisonDeleted' };
  });

  securedOperation(app, deps, 'shareComparison', { params: ShareComparisonParams }, async ({ user, params }) => ({
    data: await comparisons.shareComparison(db, user, params.comparisonId),
  }));

  securedOperation(app, deps, 'unshareComparison', { params: UnshareComparisonParams }, async ({ user, params }) => {
    await comparisons.unshareComparison(db, user, params.comparisonId);
    return { message: 'unshared' };
  });

  publicOperation(
    app,
    deps,
    'getSharedComparison',
    { params: GetSharedComparisonParams, rateLimit: 'sharedReads' },
    async ({ params }) => ({
      data: await comparisons.getSharedComparison(db, params.shareId),
    }),
  );

  securedOperation(
    app,
    deps,
    'voteInPoll',
    { params: VoteInPollParams, body: VoteInPollBody },
    async ({ user, params, body }) => ({
      data: await comparisons.voteInPoll(db, user, params.comparisonId, body.option),
    }),
  );

  publicOperation(app, deps, 'listPopularComparisons', {}, async () => ({ data: await comparisons.listPopular(db) }));
  publicOperation(app, deps, 'getSiteStats', {}, async () => ({ data: await comparisons.siteStats(db) }));
}
