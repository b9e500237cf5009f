// Comparison reports, history (search + cursor paging), polls and popular comparisons.
import { HttpResponse, http, type DefaultBodyType, type PathParams } from 'msw';
import type {
  Comparison,
  ComparisonPage,
  ComparisonPageResponse,
  ComparisonResponse,
  MessageResponse,
  PollResponse,
  PopularComparisonListResponse,
  ShareResponse,
  SharedComparisonResponse,
} from '@/api/generated/model';
import {
  createComparisonBody,
  getSharedComparisonParams,
  voteInPollBody,
} from '@/api/generated/zod/comparisons/comparisons.zod';
import { foldCase, splitComparisonItems } from '@/lib/compare-items';
import { demoCompare } from '../comparison-engine';
import {
  fail,
  languageOf,
  message,
  ok,
  readBody,
  requireUser,
  say,
  validationFailed,
  type Reply,
} from '../http-helpers';
import { latency } from '../latency';
import { randomHex } from '../random';
import {
  newShareId,
  removeShares,
  shareOfComparison,
  sharesFor,
  sharesOf,
  toSharedComparison,
  withShareId,
} from '../shares';
import { db, mutate } from '../store';
import { myPackageOf, pollFor, pollVoteKey, toSummary, withUserVote } from '../views';

const MAX_ITEMS = 6;
const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 50;

const notFound = (request: Request) => fail(404, say(request, 'Comparison not found.', 'Karşılaştırma bulunamadı.'));

export const comparisonsHandlers = [
  http.post<PathParams, DefaultBodyType, Reply<ComparisonResponse>>('*/api/comparisons', async ({ request }) => {
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const body = await readBody(request, createComparisonBody);
    if ('response' in body) return body.response;
    const { features, isDetailed } = body.data;
    const query = body.data.query.trim();
    const items = splitComparisonItems(query);
    if (items.length < 2) {
      const text = say(
        request,
        'Please enter at least two items for comparison.',
        'Lütfen karşılaştırma için en az iki öğe girin.',
      );
      return validationFailed(request, [{ field: 'query', message: text }], text);
    }
    if (items.length > MAX_ITEMS) {
      const text = say(
        request,
        'You can compare at most 6 items at once.',
        'Tek seferde en fazla 6 öğe karşılaştırabilirsiniz.',
      );
      return validationFailed(request, [{ field: 'query', message: text }], text);
    }
    const advanced = user.package_name === 'Level_3' || user.package_name === 'Level_4';
    if (!advanced && (features.length > 0 || isDetailed)) {
      return fail(
        403,
        say(
          request,
          'This feature is not active in your current package. Upgrade your package for more features.',
          'Bu özellik mevcut paketinizde aktif değil. Daha fazla özellik için paketinizi yükseltin.',
        ),
      );
    }
    if (myPackageOf(user).remaining_compares === 0) {
      return fail(
        429,
        say(
          request,
          'You have reached the comparison limit of your package. Upgrade your package for more.',
          'Paketinizin karşılaştırma limitine ulaştınız. Daha fazlası için paketinizi yükseltin.',
        ),
      );
    }
    // The "AI" takes a while; a cancelled request must not be stored or counted.
    await latency('compare', request.signal);
    if (request.signal.aborted) return HttpResponse.error();
    const language = languageOf(request);
    const written = demoCompare({ query, items, features, isDetailed, language });
    // The same item twice ("PS5 vs PlayStation 5") is the contract's 422 on the query.
    if (!written.ok)
      return validationFailed(request, [{ field: written.field, message: written.message }], written.message);
    const comparison: Comparison = {
      id: `cmp_${randomHex(12)}`,
      query,
      items: written.items,
      features: [...new Set(features)],
      isDetailed,
      createdAt: new Date().toISOString(),
      language,
      source: written.source,
      result: written.result,
    };
    mutate((state) => {
      (state.comparisons[user.id] ??= []).unshift(comparison);
      user.usage.compares += 1;
    });
    return ok(comparison, { status: 201 });
  }),

  http.get<PathParams, DefaultBodyType, Reply<ComparisonPageResponse>>('*/api/comparisons', async ({ request }) => {
    await latency('default', request.signal);
    const user = requireUser(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const search = foldCase((params.get('search') ?? '').trim());
    const limit = params.has('limit') ? Number(params.get('limit')) : DEFAULT_LIMIT;
    // The cursor is opaque to clients; here it is simply the offset of the next page.
    const offset = params.has('cursor') ? Number(params.get('cursor')) : 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return validationFailed(request, [
        { field: 'limit', message: say(request, 'Limit must be between 1 and 50.', 'Limit 1 ile 50 arasında olmalı.') },
      ]);
    }
    if (!Number.isInteger(offset) || offset < 0) {
      return validationFailed(request, [
        { field: 'cursor', message: say(request, 'Invalid cursor.', 'Geçersiz imleç.') },
      ]);
    }
    if (search.length > 100) {
      return validationFailed(request, [
        { field: 'search', message: say(request, 'Search is too long.', 'Arama metni çok uzun.') },
      ]);
    }
    const matches = (db().comparisons[user.id] ?? [])
      .filter(
        (c) => !search || foldCase(c.query).includes(search) || c.items.some((item) => foldCase(item).includes(search)),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const pageItems = matches.slice(offset, offset + limit);
    const hasMore = offset + limit < matches.length;
    const page: ComparisonPage = {
      items: pageItems.map((c) => withShareId(db(), user.id, toSummary(c))),
      hasMore,
      nextCursor: hasMore ? String(offset + limit) : null,
      total: matches.length,
    };
    return ok(page);
  }),

  http.get<{ comparisonId: string }, DefaultBodyType, Reply<ComparisonResponse>>(
    '*/api/comparisons/:comparisonId',
    async ({ request, params }) => {
      await latency('default', request.signal);
      const user = requireUser(request);
      if (user instanceof Response) return user;
      const state = db();
      const comparison = (state.comparisons[user.id] ?? []).find((c) => c.id === params.comparisonId);
      return comparison ? ok(withShareId(state, user.id, withUserVote(state, user.id, comparison))) : notFound(request);
    },
  ),

  // Deleting takes the poll votes and the public share with it: the link answers 404 from then on.
  http.delete<{ comparisonId: string }, DefaultBodyType, Reply<MessageResponse>>(
    '*/api/comparisons/:comparisonId',
    async ({ request, params }) => {
      await latency('default', request.signal);
      const user = requireUser(request);
      if (user instanceof Response) return user;
      const id = String(params.comparisonId);
      const deleted = mutate((state) => {
        const list = state.comparisons[user.id] ?? [];
        const index = list.findIndex((c) => c.id === id);
        if (index < 0) return false;
        list.splice(index, 1);
        delete state.pollVotes[pollVoteKey(user.id, id)];
        removeShares(state, user.id, id);
        return true;
      });
      return deleted ? message(say(request, 'Comparison deleted.', 'Karşılaştırma silindi.')) : notFound(request);
    },
  ),

  // Idempotent: sharing a shared comparison returns the share it already has.
  http.put<{ comparisonId: string }, DefaultBodyType, Reply<ShareResponse>>(
    '*/api/comparisons/:comparisonId/share',
    async ({ request, params }) => {
      await latency('default', request.signal);
      const user = requireUser(request);
      if (user instanceof Response) return user;
      const id = String(params.comparisonId);
      if (!(db().comparisons[user.id] ?? []).some((c) => c.id === id)) return notFound(request);
      const share = mutate((state) => {
        const existing = shareOfComparison(state, user.id, id);
        if (existing) return { shareId: existing.shareId, sharedAt: existing.share.sharedAt };
        const shareId = newShareId();
        const sharedAt = new Date().toISOString();
        sharesFor(state)[shareId] = { userId: user.id, comparisonId: id, sharedAt };
        return { shareId, sharedAt };
      });
      return ok(share);
    },
  ),

  http.delete<{ comparisonId: string }, DefaultBodyType, Reply<MessageResponse>>(
    '*/api/comparisons/:comparisonId/share',
    async ({ request, params }) => {
      await latency('default', request.signal);
      const user = requireUser(request);
      if (user instanceof Response) return user;
      const id = String(params.comparisonId);
      if (!(db().comparisons[user.id] ?? []).some((c) => c.id === id)) return notFound(request);
      mutate((state) => removeShares(state, user.id, id));
      return message(say(request, 'The comparison is no longer shared.', 'Karşılaştırma artık paylaşılmıyor.'));
    },
  ),

  // Public: no token needed, and a token is ignored (a shared report reads the same for everyone).
  http.get<{ shareId: string }, DefaultBodyType, Reply<SharedComparisonResponse>>(
    '*/api/shared/:shareId',
    async ({ request, params }) => {
      await latency('default', request.signal);
      const parsed = getSharedComparisonParams.safeParse(params);
      if (!parsed.success) {
        return validationFailed(request, [
          { field: 'shareId', message: say(request, 'Invalid share id.', 'Geçersiz paylaşım kimliği.') },
        ]);
      }
      const { shareId } = parsed.data;
      const state = db();
      const share = Object.hasOwn(sharesOf(state), shareId) ? sharesOf(state)[shareId] : undefined;
      const comparison = share
        ? (state.comparisons[share.userId] ?? []).find((c) => c.id === share.comparisonId)
        : undefined;
      if (!share || !comparison)
        return fail(
          404,
          say(request, 'This shared comparison was not found.', 'Bu paylaşılan karşılaştırma bulunamadı.'),
        );
      return ok(toSharedComparison(state, shareId, share, comparison));
    },
  ),

  http.post<{ comparisonId: string }, DefaultBodyType, Reply<PollResponse>>(
    '*/api/comparisons/:comparisonId/poll-votes',
    async ({ request, params }) => {
      await latency('default', request.signal);
      const user = requireUser(request);
      if (user instanceof Response) return user;
      const comparison = (db().comparisons[user.id] ?? []).find((c) => c.id === params.comparisonId);
      if (!comparison) return notFound(request);
      const body = await readBody(request, voteInPollBody);
      if ('response' in body) return body.response;
      const labels = comparison.result.poll?.options.map((o) => o.label) ?? [];
      if (!labels.includes(body.data.option)) {
        return validationFailed(request, [
          { field: 'option', message: say(request, 'This option is not part of the poll.', 'Bu seçenek ankette yok.') },
        ]);
      }
      // One vote per user: voting again replaces (moves) the previous vote.
      const poll = mutate((state) => {
        state.pollVotes[pollVoteKey(user.id, comparison.id)] = body.data.option;
        return pollFor(state, user.id, comparison);
      });
      return poll ? ok(poll) : notFound(request);
    },
  ),

  http.get<PathParams, DefaultBodyType, Reply<PopularComparisonListResponse>>(
    '*/api/popular-comparisons',
    async ({ request }) => {
      await latency('default', request.signal);
      return ok([...db().popular].sort((a, b) => b.votes - a.votes).slice(0, 9));
    },
  ),
];
