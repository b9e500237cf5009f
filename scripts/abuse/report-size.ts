// The largest report the server stores: every list of the contract's ComparisonResult at its
// maxItems and every string at its maxLength, checked by the same validator a model's answer
// passes. Prints its size in kB with ASCII text and with 3-byte UTF-8 characters (the most one
// UTF-16 unit of a string costs), or says which list has no bound.
// Rerun: npx tsx scripts/abuse/report-size.ts
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; the abuse scripts drive the reference server itself
import { comparisonResultSchema } from '../../server/ai/report-shape';
import { isMain, printFigure, type Figure } from './figure';

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a walk over any OpenAPI schema
const spec = parse(readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'));
const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(spec.components.schemas[schema.$ref.split('/').pop()]) : schema;
const unbounded: string[] = [];

function largest(input: Schema, path: string, char: string): unknown {
  const schema = resolve(input);
  if (schema.oneOf || schema.anyOf) return largest((schema.oneOf ?? schema.anyOf)[0], path, char);
  if (schema.enum) return schema.enum.reduce((a: unknown, b: unknown) => (String(b).length > String(a).length ? b : a));
  if (schema.type === 'array') {
    if (schema.maxItems === undefined) unbounded.push(path);
    return Array.from({ length: schema.maxItems ?? 1 }, () => largest(schema.items, `${path}[]`, char));
  }
  if (schema.type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        largest(value as Schema, `${path}.${key}`, char),
      ]),
    );
  if (schema.type === 'string') return char.repeat(schema.maxLength ?? 1);
  if (schema.type === 'number' || schema.type === 'integer') return schema.maximum ?? 1_000_000;
  if (schema.type === 'boolean') return true;
  return null;
}

/** The largest report as JSON in kB: ASCII text, and 3-byte UTF-8 characters. */
export function reportSize(): Figure {
  unbounded.length = 0;
  const sizes: string[] = [];
  for (const [label, char] of [
    ['ASCII', 'x'],
    ['3-byte UTF-8', '€'],
  ] as const) {
    const report = largest(spec.components.schemas.ComparisonResult, 'ComparisonResult', char);
    const accepted = comparisonResultSchema.safeParse(report).success;
    const kB = Buffer.byteLength(JSON.stringify(report)) / 1024;
    sizes.push(`${kB.toFixed(0)} kB ${label}${accepted ? '' : ' (an upper bound: the validator refuses it)'}`);
  }
  // With a list unbounded there is no largest report: a model's 2,500 use cases were stored.
  const lists = [...new Set(unbounded)];
  return {
    name: 'largest storable report',
    measured: lists.length ? `no bound; lists without maxItems: ${lists.join(', ')}` : sizes.join(', '),
    bound: 'every list of the report has maxItems',
    ok: lists.length === 0,
  };
}

if (isMain(import.meta.url)) printFigure(reportSize());
