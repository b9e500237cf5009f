// The section extractor gets the model's text in pieces cut anywhere; whatever the cut, it must
// tell the same sections with the same values, in order, and refuse what is not one JSON object.
import { describe, expect, it } from 'vitest';
import { ReportStream, ReportStreamError } from '../ai/report-stream';

/** Escapes, a multi-byte Turkish letter, an emoji (a surrogate pair in JS), nested values, nulls, numbers last. */
const REPORT = {
  summary: 'Çok iyi "ikili" \\ seçim\n😀 ğüşıöç İ',
  items: [
    { name: 'iPhone 15', pros: null },
    { name: 'Galaxy S24', pros: ['Işık'] },
  ],
  empty: {},
  nothing: null,
  flag: false,
  score: -12.5e-1,
};
const TEXT = ` ${JSON.stringify(REPORT, null, 1)}\n`;

function collect(pieces: string[]) {
  const sections: [string, unknown][] = [];
  const stream = new ReportStream((name, value) => sections.push([name, value]));
  for (const piece of pieces) stream.write(piece);
  return { sections, whole: stream.end() };
}

describe('ReportStream', () => {
  it('tells every top-level property once, in order, with its value as written', () => {
    const { sections, whole } = collect([TEXT]);
    expect(sections).toEqual(Object.entries(REPORT));
    expect(whole).toEqual(REPORT);
  });

  it('gives the same result whatever two pieces the text is cut into', () => {
    for (let cut = 0; cut <= TEXT.length; cut += 1) {
      const { sections } = collect([TEXT.slice(0, cut), TEXT.slice(cut)]);
      expect(sections, `cut at ${cut}`).toEqual(Object.entries(REPORT));
    }
  });

  it('gives the same result fed one UTF-16 unit at a time (surrogate pairs split too)', () => {
    expect(collect([...Array(TEXT.length).keys()].map((at) => TEXT[at])).sections).toEqual(Object.entries(REPORT));
  });

  it('tells a section as soon as its value is complete, before the rest arrives', () => {
    const seen: string[] = [];
    const stream = new ReportStream((name) => seen.push(name));
    stream.write('{"summary": "A wins", "items": [{"name": "A"}');
    expect(seen).toEqual(['summary']);
    stream.write(', {"name": "B"}], "score": 1');
    expect(seen).toEqual(['summary', 'items']);
    // A number is complete only when something follows it.
    stream.write('}');
    expect(seen).toEqual(['summary', 'items', 'score']);
  });

  it('refuses text that is not one JSON object', () => {
    for (const bad of [
      'Sure! Here is the report',
      '["summary"]',
      '"summary"',
      '{"summary": oops}',
      '{"a": 1} {"b": 2}',
    ]) {
      const stream = new ReportStream(() => {});
      expect(() => {
        stream.write(bad);
        stream.end();
      }, bad).toThrow(ReportStreamError);
    }
  });

  it('refuses a report cut short, and keeps refusing after a failure', () => {
    const short = new ReportStream(() => {});
    short.write('{"summary": "A wins"');
    expect(() => short.end()).toThrow(ReportStreamError);
    const broken = new ReportStream(() => {});
    expect(() => broken.write('{"a": tru')).not.toThrow();
    expect(() => broken.write('x')).toThrow(ReportStreamError);
    expect(() => broken.write('e}')).toThrow(ReportStreamError);
  });

  it('passes an error thrown by the section callback through unchanged', () => {
    class Stop extends Error {}
    const stream = new ReportStream((name) => {
      if (name === 'items') throw new Stop();
    });
    expect(() => stream.write('{"summary": "x", "items": [], "more": 1}')).toThrow(Stop);
  });
});
