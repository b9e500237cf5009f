// The report's truth, one test per kind of fault: every line fits its category,
// scores are the item's own, claims hold for each item, best-for picks
// show the score they name, and Turkish reads as Turkish.
import { describe, expect, it } from 'vitest';
import type { ComparisonResult, Language } from '@shared/api/generated/model';
import type { WrittenComparison as Comparison } from '../types';
import { CATALOGUE } from '../index';
import { brokenRules } from './report-rules';
import { falseFact } from './claims';
import { L, type Fact } from '../types';
import { writtenComparison } from './test-support';
import { splitComparisonItems } from '@shared/compare-items';

const comparison = (query: string, language: Language = 'en'): Comparison =>
  writtenComparison(query, splitComparisonItems(query), language);
const report = (query: string, language: Language = 'en'): ComparisonResult => comparison(query, language).result;
const text = (result: ComparisonResult) => JSON.stringify(result);

describe('every line fits its category', () => {
  it('a city has no reliability row and no software-style ease-of-use line', () => {
    for (const language of ['en', 'tr'] as const) {
      const result = report('İstanbul vs Cappadocia', language);
      for (const p of result.performance_analysis ?? []) expect(p).not.toHaveProperty('reliability');
      expect(text(result)).not.toMatch(/Very reliable|long support|more steps than they should|gereğinden fazla adım/);
      expect(result.design_analysis).toBeUndefined();
      expect(result.security_and_privacy_analysis).toBeUndefined();
    }
  });

  it('a robot vacuum has no ergonomics line', () => {
    const result = report('Roborock S8 vs iRobot Roomba j7');
    for (const d of result.design_analysis ?? []) expect(d).not.toHaveProperty('ergonomics');
    expect(text(result)).not.toMatch(/well balanced for long use/);
  });

  it('React and Vue get no access roles and no screen-reader accessibility line', () => {
    const result = report('React vs Vue');
    expect(text(result)).not.toMatch(/Access control and roles|screen reader/);
    for (const u of result.usability_analysis ?? []) expect(u).not.toHaveProperty('accessibility');
  });

  it.each(['Netflix vs Disney+', 'PostgreSQL vs MySQL'])(
    '%s: no warranty row and no "not applicable" anywhere',
    (query) => {
      for (const language of ['en', 'tr'] as const) {
        const result = report(query, language);
        expect(text(result)).not.toMatch(/Not applicable|Uygulanamaz/);
        const rows = (result.detailed_feature_comparison ?? []).flatMap((c) => c.rows).map((r) => r.feature);
        expect(rows.filter((r) => /Warranty|Garanti/.test(r))).toEqual([]);
      }
    },
  );
});

describe('scores belong to the item', () => {
  it('the same phone scores the same in every report', () => {
    const scoreOf = (query: string) => report(query).comparison_scores!.find((s) => s.item_name === 'iPhone 15')!;
    const a = scoreOf('iPhone 15 vs Google Pixel 8');
    for (const other of ['iPhone 15 vs iPhone 15 Pro Max', 'iPhone 15 vs Samsung Galaxy S24 vs Xiaomi Redmi Note 13'])
      expect(scoreOf(other)).toEqual(a);
  });

  it('best-for picks name the criterion whose score they quote', () => {
    const result = report('Dyson V15 Detect vs Xiaomi Vacuum Cleaner G10');
    const design = result.use_case_recommendations!.find((r) => r.use_case === 'Best design and build')!;
    expect(design).toMatchObject({ recommended_item: 'Dyson V15 Detect', criterion: 'design' });
    const scores = result.comparison_scores!.find((s) => s.item_name === 'Dyson V15 Detect')!;
    expect(design.reason).toContain(`${scores.scores.design!.toFixed(1)}/10`);
    expect(design.reason).not.toContain(`${scores.overall_score.toFixed(1)}/10`);
  });
});

describe('claims hold for each item', () => {
  it('the Corolla’s "frugal hybrid" never sits beside "below average efficiency"', () => {
    const result = report('Toyota Corolla vs Fiat Egea');
    const corolla = result.performance_analysis!.find((p) => p.item_name === 'Toyota Corolla')!;
    expect(corolla.efficiency).not.toMatch(/Below average/);
    expect(corolla.efficiency).toMatch(/l\/100 km|km/);
    expect(brokenRules(comparison('Toyota Corolla vs Fiat Egea'), 2)).toEqual([]);
  });

  it('no "all come with the statutory warranty" beside a phone not sold officially', () => {
    for (const language of ['en', 'tr'] as const) {
      const result = report('Google Pixel 9 vs iPhone 16', language);
      expect((result.similarities ?? []).join(' ')).not.toMatch(/statutory two-year warranty|yasal garanti/);
      const warranty = result
        .detailed_feature_comparison!.flatMap((c) => c.rows)
        .find((r) => /Warranty|Garanti/.test(r.feature))!;
      expect(warranty.values.find((v) => v.item_name === 'Google Pixel 9')!.value).toMatch(
        /No official seller|resmi satıcısı yok/,
      );
    }
  });

  it('React is a UI library: no "Both are frameworks"', () => {
    expect(report('React vs Vue').similarities).not.toContain('Both are frameworks.');
    expect(report('React vs Vue', 'tr').similarities).not.toContain('İkisi de yazılım çatısı kategorisinde.');
  });

  it('Kobo’s "newer, faster screen" is not a pro when the Kindle scores higher on performance', () => {
    for (const language of ['en', 'tr'] as const) {
      const result = report('Kindle Paperwhite vs Kobo Clara BW', language);
      const scores = result.comparison_scores!;
      expect(scores[0].scores.performance).toBeGreaterThan(scores[1].scores.performance!);
      expect(text(result)).not.toMatch(/faster screen|hızlı ekran/);
    }
  });
});

describe('Turkish reads as Turkish', () => {
  it('İstanbul with its dotted İ, colours translated, no "Buradaki" calques', () => {
    const city = report('İstanbul vs Cappadocia', 'tr');
    expect(city.items.map((i) => i.name)).toContain('İstanbul');
    const dyson = report('Dyson V15 Detect vs Xiaomi Vacuum Cleaner G10', 'tr');
    expect(dyson.design_analysis![0].color_options).toContain('Sarı/Nikel');
    for (const result of [city, dyson, report('iPhone 15 vs Samsung Galaxy S24', 'tr')]) {
      expect(text(result)).not.toMatch(/Buradaki|Istanbul|\bYellow\b|\bNickel\b/);
    }
  });

  it('pros and cons never restate a score; of two, prices compare ("daha pahalı"), of three, they rank', () => {
    for (const query of ['Xiaomi 14 vs Samsung Galaxy S24', 'Xiaomi 14 vs Samsung Galaxy S24 vs iPhone 15'])
      for (const language of ['tr', 'en'] as const) {
        const lines = report(query, language).items.flatMap((item) => [...(item.pros ?? []), ...(item.cons ?? [])]);
        expect(lines.length).toBeGreaterThan(0);
        expect(lines.join('\n')).not.toMatch(/\/10|score|puan/i);
      }
    const laptops = report('ASUS TUF Gaming A15 vs MSI Katana 15', 'tr');
    const priced = laptops.items.flatMap((item) => [...(item.pros ?? []), ...(item.cons ?? [])]);
    expect(priced).toContain('Daha pahalı (yaklaşık 50.000 TL)');
    expect(priced).toContain('Daha uygun fiyatlı (yaklaşık 45.000 TL)');
    expect(priced.join('\n')).not.toMatch(/En pahalısı|En uygun fiyatlısı/);
    const three = report('Xiaomi 14 vs Samsung Galaxy S24 vs iPhone 15', 'tr');
    const ranked = three.items.flatMap((item) => [...(item.pros ?? []), ...(item.cons ?? [])]).join('\n');
    expect(ranked).toMatch(/En uygun fiyatlısı \(/);
    expect(ranked).toMatch(/En pahalısı \(/);
  });

  it('a year is not "tarihli", and a Katana’s battery reads "53,5 Wh"', () => {
    const laptops = report('ASUS TUF Gaming A15 vs MSI Katana 15', 'tr');
    expect(laptops.differences).toContain('Çıkış yılı: ikisinde de 2023.');
    expect(text(laptops)).not.toMatch(/tarihli|53\.5/);
    expect(laptops.performance_analysis?.[1].efficiency).toBe('Pil: 53,5 Wh.');
  });

  it('a runner-up ahead on most criteria: the verdict says what decides it (tr, en)', () => {
    expect(report('Tesla Model 3 vs BMW i4', 'tr').verdict?.deciding).toContain(
      'Tasarım ve konfor, günlük kullanım ile sürüş performansı açısından ise BMW i4 önde; genel sonucu fiyat/performans belirliyor.',
    );
    expect(report('Tesla Model 3 vs BMW i4', 'en').verdict?.deciding).toContain(
      'BMW i4 is ahead on design and comfort, everyday practicality, and driving performance; value for money decides the overall result.',
    );
    expect(report('Tesla Model 3 vs BMW i4', 'tr').verdict?.deciding).not.toMatch(/ ve [^ ]+ ve /);
  });

  it("a lead within the scores' noise is a tie, with what would decide it (tr, en)", () => {
    expect(report('LG C4 vs Samsung S90D', 'tr').verdict?.deciding).toContain(
      'Genel puanda berabere sayılır: Samsung S90D 55 (8,6/10) ve LG C4 OLED 55 (8,5/10); aradaki fark bu puanların hata payı içinde. Seçimi, sizin için hangisinin daha önemli olduğu belirler: fiyat/performans açısından Samsung S90D 55 önde (7,7/10; LG C4 OLED 55: 7,1/10); kullanım kolaylığı açısından LG C4 OLED 55 önde (8,6/10; Samsung S90D 55: 8,4/10).',
    );
    expect(report('LG C4 vs Samsung S90D', 'en').verdict?.deciding).toContain(
      'Overall it is a tie: Samsung S90D 55 (8.6/10) and LG C4 OLED 55 (8.5/10) are within the margin of these scores. What would decide it is which matters more to you: Samsung S90D 55 leads on value for money (7.7/10 against 7.1/10); LG C4 OLED 55 leads on ease of use (8.6/10 against 8.4/10).',
    );
    const en = report('LG C4 vs Samsung S90D', 'en');
    expect(`${en.verdict?.deciding} ${en.summary}`).not.toMatch(/comes out ahead/);
  });

  it('a founding year ranks nothing: no operator is "newer"', () => {
    expect(report('Türk Telekom vs Turkcell', 'tr').differences).toContain(
      'Kuruluş: Türk Telekom 1995, Turkcell 1994.',
    );
    expect(report('Turkcell vs Türk Telekom', 'en').differences).toContain(
      'Founded: Turkcell 1994, Türk Telekom 1995.',
    );
    expect(text(report('Türk Telekom vs Turkcell', 'en'))).not.toMatch(/is newer/);
  });

  it('a city to live in: priced by rent and district, reached by public transport, not by "a tour"', () => {
    const cities = report('Ankara vs Eskişehir', 'tr');
    expect(cities.pricing_analysis?.[0].current_price).toBe(
      'Tek bir fiyatı yok: yaşam maliyeti semte ve kiraya göre değişiyor',
    );
    expect(text(cities)).not.toMatch(/pakete|tur gerekiyor/);
    expect(cities.usability_analysis?.map((u) => u.ease_of_use)).toEqual([
      'Şehir içi ulaşım idare eder; dış semtlerde otobüs ya da araç gerekiyor.',
      'Şehir içi ulaşım kolay; toplu taşıma iyi.',
    ]);
  });

  it('privacy and accessibility are not read from a score: one privacy line for all, accessibility only from an operating system', () => {
    const assistants = report('Claude vs Gemini', 'en');
    expect(assistants.security_and_privacy_analysis?.map((s) => s.privacy_policy_summary)).toEqual([
      'Collects account and usage data; some of it can be limited in its privacy settings.',
      'Collects account and usage data; some of it can be limited in its privacy settings.',
    ]);
    const banks = report('Garanti BBVA vs Enpara', 'tr');
    expect(banks.usability_analysis?.every((u) => u.accessibility === undefined)).toBe(true);
    const phones = report('Xiaomi 14 vs Samsung Galaxy S24', 'tr');
    expect(phones.usability_analysis?.map((u) => u.accessibility)).toEqual([
      'Ekran okuyucu, kontrast ve yazı boyutu ayarları işletim sisteminde var.',
      'Ekran okuyucu, kontrast ve yazı boyutu ayarları işletim sisteminde var.',
    ]);
    // Reliability is the demo's estimate and says so; it quotes no problem reports nobody counted.
    expect(phones.performance_analysis?.map((p) => p.reliability)).toEqual([
      'Çok güvenilir (demo tahmini).',
      'Çok güvenilir (demo tahmini).',
    ]);
    expect(text(assistants)).not.toMatch(/rarely reported|minor issues|reliability reports/);
    for (const result of [assistants, banks, phones])
      expect(text(result)).not.toMatch(
        /Geniş erişilebilirlik|Broad accessibility|little data collection|fazla veri toplamıyor/,
      );
  });

  it('security lists only what every service of the kind has: no two-factor sign-in claimed for Netflix or a shop', () => {
    const streaming = report('Netflix vs Exxen', 'tr');
    expect(streaming.security_and_privacy_analysis?.map((s) => s.security_features)).toEqual([
      ['Cihaz ve oturum yönetimi', 'Şifreli bağlantılar (TLS)'],
      ['Cihaz ve oturum yönetimi', 'Şifreli bağlantılar (TLS)'],
    ]);
    const shops = report('Trendyol vs Hepsiburada', 'en');
    expect(shops.security_and_privacy_analysis?.[0].security_features).toEqual(['Encrypted connections (TLS)']);
    expect(text(report('AWS vs Azure', 'en'))).toContain('Multi-factor sign-in and role-based access (IAM)');
    for (const result of [streaming, shops, report('ChatGPT vs Claude', 'en')])
      expect(text(result)).not.toMatch(/Two-factor|İki adımlı/);
  });

  it('every catalogue colour has a Turkish name', () => {
    for (const entry of CATALOGUE) {
      if (!entry.physical) continue;
      const result = report(`${entry.name} vs ${entry.id === 'iphone-15' ? 'iPhone 16' : 'iPhone 15'}`, 'tr');
      const options = result.design_analysis?.find((d) => d.item_name === entry.name)?.color_options ?? [];
      for (const c of options) expect(c, entry.name).not.toMatch(/\b(Black|White|Blue|Green|Yellow|Grey|Silver|Red)\b/);
    }
  });
});

describe('the rule checker catches each kind of fault', () => {
  const broken = (query: string, edit: (c: Comparison) => void, language: Language = 'en') => {
    const copy = comparison(query, language);
    edit(copy);
    return brokenRules(copy, copy.result.comparison_scores!.length);
  };

  it('accepts the reports the engine writes now', () => {
    for (const q of [
      'İstanbul vs Cappadocia',
      'React vs Vue',
      'Google Pixel 9 vs iPhone 16',
      'Kindle Paperwhite vs Kobo Clara BW',
    ])
      for (const language of ['en', 'tr'] as const) expect(brokenRules(comparison(q, language), 2)).toEqual([]);
  });

  it('a city with a reliability row, a vacuum with ergonomics, a library with access roles', () => {
    expect(
      broken(
        'İstanbul vs Cappadocia',
        (c) => (c.result.performance_analysis![0].reliability = 'Very reliable, with long support.'),
      ),
    ).toEqual([expect.stringMatching(/reliability does not fit city/)]);
    expect(
      broken(
        'Roborock S8 vs iRobot Roomba j7',
        (c) => (c.result.design_analysis![0].ergonomics = 'Comfortable and well balanced for long use.'),
      ),
    ).toEqual([expect.stringMatching(/ergonomics does not fit vacuum/)]);
    expect(
      broken(
        'React vs Vue',
        (c) =>
          (c.result.usability_analysis![0].accessibility =
            'Broad accessibility options (screen reader, contrast, text size).'),
      ),
    ).toEqual([expect.stringMatching(/accessibility does not fit framework/)]);
  });

  it('"not applicable" filler', () => {
    expect(
      broken('Netflix vs Disney+', (c) => {
        c.result.design_analysis = [{ item_name: 'Netflix', materials: 'Not applicable (not a physical product)' }];
      }),
    ).toContain('filler: "not applicable" in a report');
  });

  it('a pro contradicted by the scores or the efficiency row', () => {
    expect(
      broken('Kindle Paperwhite vs Kobo Clara BW', (c) =>
        c.result.items[1].pros!.unshift('Newer, faster screen and repairable design'),
      ),
    ).toEqual([expect.stringMatching(/contradicted pro: Kobo Clara BW/)]);
    expect(
      broken(
        'Toyota Corolla vs Fiat Egea',
        (c) => (c.result.performance_analysis![0].efficiency = 'Below average efficiency.'),
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/contradicted pro: Toyota Corolla: "Frugal hybrid/)]));
  });

  it('a pro with no keyword ("Brighter screen") is read by its tags: dropped, and caught when shown', () => {
    const pixel9 = CATALOGUE.find((e) => e.id === 'pixel-9')!;
    for (const language of ['en', 'tr'] as const) {
      const shown = comparison('Google Pixel 9 vs Samsung Galaxy S24 Ultra', language).result.items[0];
      expect(shown.pros).not.toContain(pixel9.pro[language]);
      expect(
        broken(
          'Google Pixel 9 vs Samsung Galaxy S24 Ultra',
          (c) => c.result.items[0].pros!.unshift(pixel9.pro[language]),
          language,
        ),
      ).toEqual([expect.stringMatching(/contradicted pro: Google Pixel 9: .* on performance/)]);
    }
  });

  it('a fact claim is held against the spec rows: a con its row does not bear out is caught', () => {
    const paperwhite = CATALOGUE.find((e) => e.id === 'kindle-paperwhite')!;
    const edited = { ...paperwhite, specs: { ...paperwhite.specs, formats: L('EPUB, PDF', 'EPUB, PDF') } };
    const epub = paperwhite.con.about[0] as Fact;
    expect(falseFact(epub, edited)).toMatch(/formats row \(en\) does not show/);
    expect(falseFact(epub, paperwhite)).toBeUndefined();
  });

  it('"all" claims false for one item', () => {
    expect(
      broken('Google Pixel 9 vs iPhone 16', (c) =>
        c.result.similarities!.push(
          "Both come with Türkiye's statutory two-year warranty when bought new from an official seller.",
        ),
      ),
    ).toEqual([expect.stringMatching(/warranty claimed for all, but Google Pixel 9/), expect.anything()]);
    expect(broken('React vs Vue', (c) => c.result.similarities!.unshift('Both are frameworks.'))).toEqual([
      expect.stringMatching(/"Both are frameworks\." while one item is a UI library/),
    ]);
  });

  it('a best-for card with the overall score, and scores that are not the item’s own', () => {
    expect(
      broken('Dyson V15 Detect vs Xiaomi Vacuum Cleaner G10', (c) => {
        const design = c.result.use_case_recommendations!.find((r) => r.criterion === 'design')!;
        design.reason = `${design.recommended_item} has the best design (8.2/10 overall).`;
      }),
    ).toContain('best-for "Best design and build" quotes a score other than its design score');
    expect(
      // A point above its own, whatever the catalogue's current figures are.
      broken('iPhone 15 vs Google Pixel 8', (c) => (c.result.comparison_scores![0].overall_score! += 1)),
    ).toContain('iPhone 15 scores differ from its own scores');
  });

  it('Turkish: "Istanbul" and untranslated colours', () => {
    expect(
      broken(
        'Dyson V15 Detect vs Xiaomi Vacuum Cleaner G10',
        (c) => (c.result.design_analysis![0].color_options = ['Yellow/Nickel']),
        'tr',
      ),
    ).toEqual(['untranslated colour "Yellow/Nickel"']);
    expect(broken('İstanbul vs Cappadocia', (c) => (c.result.summary += ' Istanbul'), 'tr')).toContain(
      '"Istanbul" without the dotted İ in a Turkish report',
    );
  });
});

describe('names in the reader’s language', () => {
  it('a Turkish report calls Cappadocia Kapadokya and Rome Roma; an English one keeps the English names', () => {
    const tr = comparison('İstanbul vs Kapadokya vs Rome', 'tr');
    const text = JSON.stringify(tr.result);
    expect(tr.result.items.map((item) => item.name)).toEqual(['İstanbul', 'Kapadokya', 'Roma']);
    expect(text).not.toContain('Cappadocia');
    expect(text).not.toContain('Rome');
    const en = comparison('İstanbul vs Kapadokya vs Rome', 'en');
    expect(en.result.items.map((item) => item.name)).toEqual(['İstanbul', 'Cappadocia', 'Rome']);
  });
});

describe('no figure the catalogue does not hold', () => {
  it('a price trend states no number: how much prices move is not recorded (every item, both languages)', () => {
    for (const entry of CATALOGUE)
      for (const language of ['en', 'tr'] as const) {
        const other = CATALOGUE.find((candidate) => candidate.category === entry.category && candidate.id !== entry.id);
        if (!other) continue;
        const result = report(`${entry.name} vs ${other.name}`, language);
        for (const pricing of result.pricing_analysis ?? [])
          expect(`${pricing.item_name}: ${pricing.price_trend ?? ''}`).not.toMatch(/:.*\d/);
      }
  });
});
