// Reads openapi.yaml into the few facts the probe needs per operation: method, path, whether a
// token is required, the request body schema and example, parameters, documented statuses and
// content types. Internal $refs are resolved; the contract has no external ones.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ContractLink } from './links';

export type JsonSchema = {
  type?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  uniqueItems?: boolean;
};

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  secured: boolean;
  parameters: ContractParameter[];
  requestBody?: { schema: JsonSchema; example?: unknown };
  /** status → documented content types */
  responses: Record<string, string[]>;
  /** status → the OpenAPI links of that answer, by name */
  links?: Record<string, Record<string, ContractLink>>;
}

export type Doc = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function resolve(doc: Doc, value: unknown, seen = new Set<string>()): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(doc, item, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: string }).$ref;
  if (typeof ref === 'string') {
    if (seen.has(ref)) return {};
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Doc)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return resolve(doc, target, new Set([...seen, ref]));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(doc, item, seen)]));
}

/** The whole document with every internal $ref replaced by its target. */
export function loadResolvedDocument(file: string): Doc {
  const doc = parse(readFileSync(file, 'utf8')) as Doc;
  return resolve(doc, doc) as Doc;
}

export function loadContract(file: string): ContractOperation[] {
  const doc = parse(readFileSync(file, 'utf8')) as Doc;
  const globalSecurity = (doc.security as unknown[] | undefined) ?? [];
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths as Doc)) {
    const item = resolve(doc, rawItem) as Doc;
    for (const method of METHODS) {
      const op = item[method] as Doc | undefined;
      if (!op) continue;
      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      const params = [
        ...((item.parameters as ContractParameter[]) ?? []),
        ...((op.parameters as ContractParameter[]) ?? []),
      ];
      const body = op.requestBody as
        { content?: Record<string, { schema: JsonSchema; example?: unknown }> } | undefined;
      const json = body?.content?.['application/json'];
      const responses: Record<string, string[]> = {};
      const links: Record<string, Record<string, ContractLink>> = {};
      for (const [status, response] of Object.entries((op.responses as Doc) ?? {})) {
        responses[status] = Object.keys(((response as Doc).content as Doc | undefined) ?? {});
        const answerLinks = (response as Doc).links as Record<string, ContractLink> | undefined;
        if (answerLinks) links[status] = answerLinks;
      }
      operations.push({
        operationId: String(op.operationId),
        method,
        path,
        // An empty requirement ({}) makes the token optional: such an operation is public.
        secured: security.length > 0 && security.every((requirement) => Object.keys(requirement as Doc).length > 0),
        parameters: params.map((param) => ({ ...param, required: Boolean(param.required) })),
        requestBody: json ? { schema: json.schema, example: json.example } : undefined,
        responses,
        links,
      });
    }
  }
  return operations;
}

/** The operation a concrete request path belongs to (templated segments match anything). */
export function matchOperation(
  operations: ContractOperation[],
  method: string,
  urlPath: string,
): ContractOperation | undefined {
  const path = urlPath.split('?')[0];
  return operations.find((op) => {
    if (op.method !== method.toLowerCase()) return false;
    const pattern = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}
