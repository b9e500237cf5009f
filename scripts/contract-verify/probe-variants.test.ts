// The requests the probe derives from a body schema: repeated items where the schema says
// uniqueItems (must be refused), and NUL / lone surrogates in free text (must not be a 5xx).
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from './contract';
import { hostileVariants, invalidVariants } from './probe';

const compare: JsonSchema = {
  type: 'object',
  required: ['query', 'features'],
  properties: {
    query: { type: 'string', maxLength: 300 },
    features: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['price', 'design'] } },
    language: { type: 'string', enum: ['tr', 'en'] },
  },
};
const good = { query: 'iPhone 15 vs Pixel 8', features: ['design'], language: 'tr' };

describe('probe variants', () => {
  it('sends the same item twice in an array that must hold unique items', () => {
    const repeated = invalidVariants(compare, good).find((variant) => variant.what.includes('uniqueItems'));
    expect(repeated).toMatchObject({ body: { features: ['design', 'design'] }, location: 'request.body.features' });
  });

  it('puts a NUL and a lone surrogate into each free-text field, and leaves enums alone', () => {
    const hostile = hostileVariants(compare, good);
    expect(hostile.map((variant) => variant.what)).toEqual(['a NUL in query', 'a lone surrogate in query']);
    expect(hostile[0].body.query).toBe('iPhone 15 vs Pixel 8\u0000');
    expect(hostile[1].body.query).toBe('iPhone 15 vs Pixel 8\ud800');
  });
});
