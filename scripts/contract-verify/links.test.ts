import { expect, it } from 'vitest';
import { loadContract } from './contract';
import { evaluateExpression, followLink } from './links';

const operations = loadContract('openapi.yaml');
const op = (id: string) => operations.find((operation) => operation.operationId === id)!;

it('evaluates the runtime expressions a link uses', () => {
  const responseBody = { data: { id: 'cmp_1', message: { conversationId: 'conv/2' } } };
  expect(evaluateExpression('$response.body#/data/id', { responseBody })).toBe('cmp_1');
  expect(evaluateExpression('$response.body#/data/message/conversationId', { responseBody })).toBe('conv/2');
  expect(evaluateExpression('$response.body#/data/missing', { responseBody })).toBeUndefined();
  expect(evaluateExpression('$request.path.comparisonId', { requestPath: { comparisonId: 'cmp_3' } })).toBe('cmp_3');
});

it('follows the contract: create → read, share → read shared, ask → read the conversation', () => {
  expect(
    followLink(op('createComparison'), '202', 'GetComparison', op('getComparison'), {
      responseBody: { data: { id: 'cmp_new' } },
    }),
  ).toBe('/api/comparisons/cmp_new');
  expect(
    followLink(op('createComparison'), '202', 'DeleteComparison', op('deleteComparison'), {
      responseBody: { data: { id: 'cmp_new' } },
    }),
  ).toBe('/api/comparisons/cmp_new');
  expect(
    followLink(op('shareComparison'), '200', 'GetSharedComparison', op('getSharedComparison'), {
      responseBody: { data: { shareId: 'shr_x' } },
    }),
  ).toBe('/api/shared/shr_x');
  expect(
    followLink(op('sendChatMessage'), '202', 'ListConversationMessages', op('listConversationMessages'), {
      responseBody: { data: { message: { conversationId: 'conv_1', id: 'msg_1' } } },
    }),
  ).toBe('/api/messages/conv_1');
  // An answer that does not hold the id: nothing to follow.
  expect(
    followLink(op('createComparison'), '202', 'GetComparison', op('getComparison'), { responseBody: {} }),
  ).toBeUndefined();
});
