import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and new lines; leaves missing cells empty', () => {
    expect(
      toCsv([
        ['a', 'b,c', 'say "hi"'],
        ['line\nbreak', null, 3],
      ]),
    ).toBe('a,"b,c","say ""hi"""\r\n"line\nbreak",,3');
  });

  it('neutralises formulas but keeps negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
  });

  it('makes a safe file name from Turkish text', () => {
    expect(csvFileName('Işık vs Çağrı: Ödeme')).toBe('isik-vs-cagri-odeme.csv');
    expect(csvFileName('???')).toBe('comparison.csv');
  });
});
