import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yamlAliases } from './yaml-aliases';

describe('yamlAliases', () => {
  it('finds an aliased schema, with its line', () => {
    const source = ['a:', '  properties: &sections', '    x: {type: string}', 'b:', '  properties: *sections', ''].join(
      '\n',
    );
    expect(yamlAliases(source)).toEqual([{ alias: 'sections', line: 5 }]);
  });

  it('finds none in the contract', () => {
    expect(yamlAliases(readFileSync('openapi.yaml', 'utf8'))).toEqual([]);
  });
});

it('the report draft offers every section of the whole report, each by reference to it', async () => {
  const { parse } = await import('yaml');
  const schemas = parse(readFileSync('openapi.yaml', 'utf8')).components.schemas;
  expect(Object.keys(schemas.ReportDraft.properties)).toEqual(Object.keys(schemas.ComparisonResult.properties));
  expect(schemas.ReportDraft.required).toBeUndefined();
});

it('every operation declares Accept-Language, through the one shared parameter', async () => {
  const { parse } = await import('yaml');
  const contract = parse(readFileSync('openapi.yaml', 'utf8'));
  const missing: string[] = [];
  for (const methods of Object.values(
    contract.paths as Record<string, Record<string, { operationId: string; parameters?: { $ref?: string }[] }>>,
  ))
    for (const operation of Object.values(methods))
      if (!operation.parameters?.some((parameter) => parameter.$ref === '#/components/parameters/AcceptLanguage'))
        missing.push(operation.operationId);
  expect(missing).toEqual([]);
  expect(contract.components.parameters.AcceptLanguage).toMatchObject({ name: 'Accept-Language', in: 'header' });
});
