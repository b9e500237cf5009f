// The demo assistant answers from the user's own comparisons first, the catalogue second, asks
// when it cannot tell, and writes real markdown with links only into the app.
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/api/generated/model';
import type { WrittenComparison as Comparison } from '../types';
import { demoChat } from '../index';
import { writtenComparison } from '../report/test-support';

/** A stored, finished comparison with its own id (the same writer the rule tests use). */
const stored = (
  query: string,
  items: string[],
  id: string,
  language: Language = 'en',
  isDetailed = false,
): Comparison => ({
  ...writtenComparison(query, items, language, [], isDetailed),
  id,
});

const COMPARISONS = [
  stored('iPhone 15 vs Pixel 8', ['iPhone 15', 'Pixel 8'], 'cmp_phones'),
  stored('Netflix vs Disney+', ['Netflix', 'Disney+'], 'cmp_streaming'),
];
const ask = (
  content: string,
  language: Language = 'en',
  history: { role: 'user' | 'assistant'; content: string }[] = [],
) => demoChat({ content, language, history, comparisons: COMPARISONS });

/** Every markdown link target in a reply. */
const links = (markdown: string) => [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);

describe('demo assistant', () => {
  it('answers about an existing comparison by its items’ names, with its scores and a link to it', () => {
    const { output, source } = ask('In my iPhone 15 vs Pixel 8 comparison, which one is better value?');
    expect(source).toMatchObject({ engine: 'demo' });
    expect(output).toMatch(
      /^In your \*\*iPhone 15 vs Pixel 8\*\* comparison, \*\*Google Pixel 8\*\* scored highest on value for money with 7\.3\/10/,
    );
    expect(output).toMatch(/^- \*\*iPhone 15\*\*: overall 8\.3\/10/m);
    expect(links(output)).toEqual(['/app/compare/cmp_phones']);
  });

  it('says a tie of two as "both" / "ikisi de", and overall without "on" / "puanında"', () => {
    // Pixel 8 and Pixel 9 both score 8.2 overall in the demo catalogue.
    const comparisons = [stored('Pixel 8 vs Pixel 9', ['Pixel 8', 'Pixel 9'], 'cmp_pixels')];
    const tie = (content: string, language: Language) =>
      demoChat({ content, language, history: [], comparisons }).output;
    expect(tie('In my Pixel 8 vs Pixel 9 comparison, which one is better overall?', 'en')).toContain(
      'it is a tie overall: both items scored 8.2/10.',
    );
    expect(tie('Pixel 8 vs Pixel 9 karşılaştırmamda genel olarak hangisi daha iyi?', 'tr')).toContain(
      'genel puanda berabere: ikisi de 8,2/10 aldı.',
    );
  });

  it('answers a price question in Turkish from the stored comparison', () => {
    const { output } = ask('iPhone 15 mi Pixel 8 mi daha ucuz?', 'tr');
    expect(output).toContain(
      '**iPhone 15 vs Pixel 8** karşılaştırmanızda en uygun fiyatlı olan **Google Pixel 8**: yaklaşık 45.000 TL',
    );
    expect(output).toContain('Rakamlar demo verisidir');
  });

  it('follows the conversation: a question without names is about the items discussed last', () => {
    const { output } = ask('and which is cheaper?', 'en', [
      { role: 'user', content: 'Netflix or Disney+?' },
      { role: 'assistant', content: '…' },
    ]);
    expect(output).toMatch(/\*\*Netflix\*\* is the cheapest at 189\.99 TRY a month/);
    expect(links(output)).toEqual(['/app/compare/cmp_streaming']);
  });

  it('answers from the catalogue for items the user has not compared, and offers to run it', () => {
    const { output } = ask('Is Spotify better than Apple Music?');
    expect(output).toMatch(/You have not compared \*\*Spotify\*\* and \*\*Apple Music\*\* yet/);
    expect(output).toMatch(/^- \*\*Spotify\*\* \(2013\): 99 TRY a month/m);
    expect(links(output)).toEqual(['/app/compare?q=Spotify%20vs%20Apple%20Music']);
  });

  it('describes one known item with its facts', () => {
    const { output } = ask('Kindle Paperwhite hakkında bilgi verir misin?', 'tr');
    expect(output).toMatch(/^\*\*Kindle Paperwhite\*\*, demo kataloğundaki bir e-kitap okuyucu:/);
    expect(output).toContain('- Tipik fiyat: yaklaşık 6.500 TL');
  });

  it('asks a clarifying question, listing the user’s comparisons, when it cannot tell what is meant', () => {
    const { output } = ask('What about the one I liked?');
    expect(output).toMatch(/^I am not sure which products you mean\./);
    expect(output).toMatch(/\?/);
    expect(links(output)).toEqual(['/app/compare/cmp_phones', '/app/compare/cmp_streaming']);
    const tr = ask('Samsung telefon iyi mi?', 'tr').output;
    expect(tr).toMatch(/^Bir telefon gibi görünüyor ama modeli tanıyamadım\./);
  });

  it('writes different answers for different questions, never an echo of the question', () => {
    const questions = [
      'hello',
      'Is Spotify better than Apple Music?',
      'Tell me about the PS5',
      'iPhone 15 or Pixel 8: which is faster?',
      'What about that?',
    ];
    const outputs = questions.map((q) => ask(q).output);
    expect(new Set(outputs.map((o) => o.split('\n')[0])).size).toBe(questions.length);
    for (const [i, output] of outputs.entries()) {
      expect(output).not.toContain(questions[i]);
      for (const href of links(output)) expect(href).toMatch(/^\/app\//);
    }
    expect(outputs[3]).toMatch(/performance 8\.\d\/10/);
  });

  it('opened from a report, answers a question that names no product from that comparison, not the latest one', () => {
    const subject = COMPARISONS[1];
    const { output, source } = demoChat({
      content: 'Which one is better value?',
      language: 'en',
      history: [],
      comparisons: COMPARISONS,
      subject,
    });
    expect(source).toMatchObject({ engine: 'demo' });
    expect(output).toMatch(/^In your \*\*Netflix vs Disney\+\*\* comparison/);
    expect(output).toContain('*Figures are demo data.*');
    expect(links(output)).toEqual(['/app/compare/cmp_streaming']);
    // Without the subject the same question cannot tell what is meant: it asks.
    expect(ask('Which one is better value?').output).toMatch(/^I am not sure which products you mean\./);
  });

  it('opened from a report, a greeting in Turkish answers about that comparison', () => {
    // A pair with one overall leader (iPhone 15 and Pixel 8 now score alike: scores are each item's own).
    const subject = stored('iPhone 15 vs Galaxy S24', ['iPhone 15', 'Galaxy S24'], 'cmp_tr', 'tr');
    const { output } = demoChat({ content: 'Merhaba', language: 'tr', history: [], comparisons: [], subject });
    expect(output).toMatch(/^\*\*iPhone 15 vs Galaxy S24\*\* karşılaştırmanızda genel puanı en yüksek olan/);
    expect(output).toContain('Rakamlar demo verisidir');
  });
});

describe('the question asked', () => {
  const vacuums = stored('Roborock S8 vs Dyson V15 Detect', ['Roborock S8', 'Dyson V15 Detect'], 'cmp_vac', 'en', true);
  const readers = stored('Kindle Paperwhite vs Kobo Clara 2E', ['Kindle Paperwhite', 'Kobo Clara 2E'], 'cmp_read');
  const streaming = stored('Netflix vs Disney+', ['Netflix', 'Disney+'], 'cmp_str', 'tr');
  const about = (subject: Comparison, content: string, language: Language = 'en') =>
    demoChat({ content, language, history: [], comparisons: [vacuums, readers, streaming], subject }).output;
  /** The overall-score lines every earlier answer repeated: a fact question gets none. */
  const SCORES = /(overall|genel) \d+[.,]\d\/10/;

  it('(en) a use the report does not cover: says so for those uses, quotes what does fit, no scores', () => {
    const output = about(vacuums, 'Which one is better for a small flat with pets and a carpet?');
    expect(output).toMatch(/^For pets, carpets and a small home:/);
    expect(output).toContain('**Dyson V15 Detect**: Type: Cordless stick vacuum');
    expect(output).toContain(
      'Neither the report nor the demo catalogue says anything about pets or carpets for **Roborock S8** and **Dyson V15 Detect**.',
    );
    expect(output).not.toMatch(SCORES);
  });

  it('(tr) a use the catalogue covers, asked in Turkish on an English account: the fact, in Turkish', () => {
    const output = demoChat({
      content: 'Roomba j7 evcil hayvanlı bir evde iyi mi?',
      language: 'en',
      history: [],
      comparisons: [],
    }).output;
    expect(output).toMatch(/^Evcil hayvanlar için:/);
    expect(output).toContain(
      '**iRobot Roomba j7**: Öne çıkan özellik: Kameralı engel algılama (kablo, evcil hayvan atığı)',
    );
    expect(output).not.toMatch(SCORES);
  });

  it('(en) a yearly cost with filters: the purchase prices, and plainly that filters are not priced', () => {
    const output = about(vacuums, 'How much does each cost per year including filters?');
    expect(output).toContain('- **Roborock S8**: bought once, about 22,000 TRY');
    expect(output).toContain('- **Dyson V15 Detect**: bought once, about 30,000 TRY');
    expect(output).toContain('The demo catalogue has no prices for filters');
    expect(output).not.toMatch(SCORES);
  });

  it('(tr) a yearly cost of subscriptions: each price a month and a year, in Turkish', () => {
    const output = about(streaming, 'Netflix ile Disney+ yıllık ne kadar tutar?', 'en');
    expect(output).toContain('- **Netflix**: aylık 189,99 TL; yılda yaklaşık 2.280 TL');
    expect(output).toContain('- **Disney+**: aylık 249,90 TL; yılda yaklaşık 2.999 TL');
    expect(output).toContain('kullanım masraflarını bilmiyor');
  });

  it('(tr) the warranty of the Roborock, asked in Turkish on an English account: the report’s warranty row, in Turkish', () => {
    const output = about(vacuums, "Roborock'un garantisi kaç yıl?", 'en');
    expect(output).toMatch(/^\*\*Roborock S8 vs Dyson V15 Detect\*\* raporunuza göre:/);
    expect(output).toMatch(/- \*\*Roborock S8\*\* — Garanti: .*2 yıl/);
    expect(output).not.toContain('Dyson V15 Detect** —');
    expect(output).not.toContain('Garanti BBVA');
    expect(output).not.toMatch(SCORES);
  });

  it('(en) the warranty asked in English about a Turkish report: in English', () => {
    const turkish = stored('Roborock S8 vs Dyson V15 Detect', ['Roborock S8', 'Dyson V15 Detect'], 'cmp_vac_tr', 'tr');
    const output = about(turkish, 'What warranty does the Dyson come with?', 'tr');
    expect(output).toMatch(/^From your \*\*Roborock S8 vs Dyson V15 Detect\*\* report:/);
    expect(output).toMatch(/- \*\*Dyson V15 Detect\*\* — Warranty: .*2-year/);
  });

  it('(en) a format named in the question (EPUB): each item’s formats, Kobo included, not the other Kindle', () => {
    const output = about(readers, 'I read mostly Turkish EPUB books. Kindle or Kobo?');
    expect(output).toMatch(/^What the demo catalogue records about Turkish and EPUB:/);
    expect(output).toContain('**Kobo Clara 2E**: Book formats: EPUB, PDF and more');
    expect(output).toContain('+ Opens EPUB files directly');
    expect(output).toContain('− No native EPUB; Turkish titles are limited in the Kindle store');
    expect(output).not.toContain('Kindle (2022)');
    expect(output).not.toMatch(SCORES);
  });

  it('(tr) a feature named in Turkish (sıcak ışık) and water resistance: the rows that hold it', () => {
    const light = about(readers, 'Hangisinde sıcak ışık var?', 'en');
    expect(light).toMatch(/^Demo kataloğunda sıcak ve ışık hakkında yer alanlar:/);
    expect(light).toContain('**Kobo Clara 2E**: Ön ışık: ComfortLight PRO sıcak ışık');
    expect(light).toContain('**Kindle Paperwhite**: Ön ışık: Ayarlanabilir sıcak ışık (Signature Edition)');
    const water = about(readers, 'Kindle su geçirmez mi?', 'en');
    expect(water).toContain('- **Kindle Paperwhite**: Su dayanımı: IPX8');
    expect(water).not.toContain('Kobo');
  });

  it('(tr, en) a price question in the other language than the account’s: answered in the question’s', () => {
    expect(about(streaming, 'Hangisi daha ucuz?', 'en')).toContain(
      '**Netflix vs Disney+** karşılaştırmanızda en uygun fiyatlı olan **Netflix**: aylık 189,99 TL',
    );
    expect(about(streaming, 'Which one is cheaper?', 'tr')).toContain(
      'In your **Netflix vs Disney+** comparison, **Netflix** is the cheapest at 189.99 TRY a month',
    );
  });

  it('(en, tr) a question the report does not cover is said to be so, not answered with the scores', () => {
    const en = about(readers, 'What is the weather tomorrow?');
    expect(en).toMatch(
      /^Your \*\*Kindle Paperwhite vs Kobo Clara 2E\*\* report and the demo catalogue do not cover that\./,
    );
    expect(en).not.toMatch(SCORES);
    const tr = about(readers, 'Yarın hava nasıl olacak?', 'en');
    expect(tr).toMatch(/^\*\*Kindle Paperwhite vs Kobo Clara 2E\*\* raporunuz ve demo kataloğu bu konuyu kapsamıyor\./);
  });

  it('(tr, en) "which one is quieter / uses less fuel / has the bigger boot": the thing asked, not the overall scores', () => {
    const vacuums = stored(
      'Roborock Q7 Max vs Xiaomi Robot Vacuum S10',
      ['Roborock Q7 Max', 'Xiaomi Robot Vacuum S10'],
      'cmp_robots',
    );
    const quiet = about(vacuums, 'Which one is quieter?');
    expect(quiet).toContain(
      'Neither the report nor the demo catalogue says anything about noise for **Roborock Q7 Max** and **Xiaomi Robot Vacuum S10**.',
    );
    expect(quiet).not.toMatch(SCORES);
    expect(about(vacuums, 'Which has the longer battery life?')).toContain(
      '- **Xiaomi Robot Vacuum S10**: nothing recorded about battery life',
    );
    const cars = stored('Peugeot 208 vs Fiat Egea', ['Peugeot 208', 'Fiat Egea'], 'cmp_cars', 'tr');
    const fuel = about(cars, 'Şehir içinde hangisi daha az yakar?', 'tr');
    expect(fuel).toContain('- **Fiat Egea**: Menzil / tüketim: Yaklaşık 6,4 L/100 km (WLTP)');
    expect(fuel).toContain('- **Peugeot 208**: yakıt ya da enerji tüketimi hakkında bilgi yok');
    // "Yakıt tüketimi" is consumption, not a fuel bill the catalogue cannot price.
    expect(about(cars, 'Hangisinin yakıt tüketimi daha düşük?', 'tr')).toContain('Yaklaşık 6,4 L/100 km');
    expect(about(cars, 'Hangisinin bagajı büyük?', 'tr')).toContain(
      'Ne rapor ne de demo kataloğu **Peugeot 208** ve **Fiat Egea** için bagaj hacmi konusunda bir şey söylüyor.',
    );
  });

  it('(tr, en) a Turkish word with its ending finds its fact: "ekranı", "rengi"; a bare "which one?" gets the verdict', () => {
    const phones = stored('Xiaomi 14 vs Galaxy S24', ['Xiaomi 14', 'Galaxy S24'], 'cmp_x14', 'tr');
    expect(about(phones, 'Hangisinin ekranı daha büyük?', 'tr')).toContain(
      '- **Xiaomi 14**: Ekran: 6,36″ OLED, 120 Hz',
    );
    expect(about(phones, 'Hangisinin rengi daha güzel?', 'tr')).toContain(
      '- **Samsung Galaxy S24**: Renkler: Oniks Siyah, Mermer Gri',
    );
    expect(about(phones, 'What colours do they come in?')).toContain(
      '- **Xiaomi 14**: Colours: Black, White, Jade Green',
    );
    expect(about(phones, 'Which one?')).toMatch(SCORES);
    expect(about(phones, 'Hangisi?', 'tr')).toContain('genel puanda berabere');
  });

  it('writes no fragment twice: a name that carries its year gets no second one', () => {
    const output = ask('Kindle or Kindle Paperwhite?').output;
    expect(output).toContain('- **Kindle (2022)**: about 4,500 TRY');
    expect(output).not.toMatch(/\((\d{4})\)\s*\(\1\)/);
    const subject = stored('Kindle vs Kindle Paperwhite', ['Kindle', 'Kindle Paperwhite'], 'cmp_kindles');
    for (const question of ['Tell me a joke', 'Which one is better?', 'Does either take EPUB?'])
      expect(about(subject, question)).not.toMatch(/\((\d{4})\)\s*\(\1\)/);
  });
});
