// OpenAPI links, followed as a client would: a link names the next operation and says where each
// of its parameters comes from in the answer just read (`$response.body#/data/id`) or in the
// request that got it (`$request.path.comparisonId`). The probe carries ids forward this way, so a
// backend is checked as a sequence — create, read, share, read shared, delete, read again — and
// not one call at a time.
import type { ContractOperation } from './contract';

export interface ContractLink {
  operationId: string;
  parameters?: Record<string, string>;
}

/** The value a runtime expression names, or undefined when the answer or request does not hold it. */
export function evaluateExpression(
  expression: string,
  context: { responseBody?: unknown; requestPath?: Record<string, string> },
): unknown {
  const body = /^\$response\.body#(\/.*)?$/.exec(expression);
  if (body) {
    const pointer = body[1] ?? '';
    return pointer
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
        context.responseBody,
      );
  }
  const path = /^\$request\.path\.(\w+)$/.exec(expression);
  if (path) return context.requestPath?.[path[1]];
  return undefined;
}

/**
 * The path of the operation `link` leads to, its parameters filled from the answer of `from`;
 * undefined when the link is missing or a parameter cannot be filled.
 */
export function followLink(
  from: ContractOperation,
  status: string,
  linkName: string,
  target: ContractOperation,
  context: { responseBody?: unknown; requestPath?: Record<string, string> },
): string | undefined {
  const link = from.links?.[status]?.[linkName];
  if (!link || link.operationId !== target.operationId) return undefined;
  let path = target.path;
  for (const [name, expression] of Object.entries(link.parameters ?? {})) {
    const value = evaluateExpression(expression, context);
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return /\{\w+\}/.test(path) ? undefined : path;
}
