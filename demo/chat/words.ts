// The demo assistant's sentences, in English and Turkish (markdown).
import type { Language } from '@shared/api/generated/model';

export type Topic = 'overall' | 'price' | 'pricing' | 'performance' | 'design' | 'usability';

export interface ChatWords {
  overall: string;
  year: string;
  price: string;
  greeting(recent: string[]): string;
  winnerIn(comparison: string, winner: string, criterion: string, value: string, others: string): string;
  sharedIn(comparison: string, names: string, criterion: string, value: string): string;
  /** `count`: how many items tie (all of them): two read "both", more "all". */
  tieIn(comparison: string, criterion: string, value: string, count: number): string;
  notComparable(comparison: string, href: string): string;
  cheapest(name: string): string;
  cheaperIn(comparison: string, name: string, price: string, others: string): string;
  samePrice: string;
  openReport(href: string): string;
  notComparedYet(names: string): string;
  catalogueWinner(name: string, criterion: string, value: string): string;
  catalogueTie(criterion: string, value: string): string;
  runIt(href: string): string;
  aboutOne(name: string, kind: string): string;
  inYour(comparison: string, href: string): string;
  compareWith(example: string): string;
  unsure: string;
  unsureAbout(kind: string): string;
  yourComparisons: string;
  askAbout(item: string): string;
  tryNaming: string;
  // Answers about one fact of the items in view (asked.ts, facts.ts).
  fromReport(comparison: string): string;
  fromCatalogue(names: string): string;
  warrantyIs: string;
  noWarranty(names: string): string;
  oneOff(price: string): string;
  perMonth(price: string, perYear: string): string;
  free: string;
  varies: string;
  runningUnknown(things: string): string;
  runningUnknownAll: string;
  forNeeds(needs: string): string;
  recommends(item: string, useCase: string, reason: string): string;
  nothingOn(needs: string, names: string): string;
  whatIsKnown: string;
  about(terms: string): string;
  nothingAbout(terms: string): string;
  notCovered(comparison: string): string;
}

const en: ChatWords = {
  overall: 'overall',
  year: 'Launched',
  price: 'Typical price',
  greeting: (recent) =>
    [
      'Hi! I can answer questions about **your comparisons** and about well-known products in the demo catalogue. For example:',
      '',
      '- *Which one scored higher on value in my iPhone 15 vs Samsung Galaxy S24 comparison?*',
      '- *Is Netflix cheaper than Disney+?*',
      '- *Tell me about the Kindle Paperwhite.*',
      ...(recent.length ? ['', 'Your latest comparisons:', ...recent.map((r) => `- ${r}`)] : []),
    ].join('\n'),
  winnerIn: (c, w, k, v, others) =>
    `In your **${c}** comparison, **${w}** scored highest on ${k} with ${v}/10${others ? ` (${others})` : ''}.`,
  sharedIn: (c, names, k, v) => `In your **${c}** comparison, ${names} share the top ${k} score: ${v}/10.`,
  tieIn: (c, k, v, n) =>
    `In your **${c}** comparison it is a tie ${k === 'overall' ? k : `on ${k}`}: ${n === 2 ? 'both items' : 'every item'} scored ${v}/10.`,
  notComparable: (c, href) =>
    `Your **${c}** comparison has fewer than two identified items, so there is no winner to report. [Open it](${href}) to see what it found.`,
  cheapest: (n) => `**${n}** is the cheapest of them in the demo catalogue.`,
  cheaperIn: (c, n, p, others) => `In your **${c}** comparison, **${n}** is the cheapest at ${p} (${others}).`,
  samePrice: 'They cost about the same in the demo catalogue.',
  openReport: (href) => `[Open the full report](${href}) for every section. *Figures are demo data.*`,
  notComparedYet: (names) => `You have not compared ${names} yet, so here is what the demo catalogue says:`,
  catalogueWinner: (n, k, v) =>
    k === 'overall'
      ? `Overall, **${n}** comes out ahead with ${v}/10.`
      : `On ${k}, **${n}** comes out ahead with ${v}/10.`,
  catalogueTie: (k, v) => (k === 'overall' ? `Overall they are tied at ${v}/10.` : `On ${k} they are tied at ${v}/10.`),
  runIt: (href) => `[Run the full comparison](${href}) to get the complete report.`,
  aboutOne: (n, kind) => `**${n}** is ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} in the demo catalogue:`,
  inYour: (c, href) => `It is part of your [${c}](${href}) comparison; ask me how it did there.`,
  compareWith: (ex) => `Want to see how it stacks up? Ask me to compare it with, say, **${ex}**.`,
  unsure: 'I am not sure which products you mean.',
  unsureAbout: (kind) =>
    `That sounds like ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}, but I do not recognise the model.`,
  yourComparisons: 'Are you asking about one of your comparisons?',
  askAbout: (item) => `You can ask, for example, *"How did ${item} do on price?"*`,
  tryNaming: 'Could you name the products, for example *"iPhone 15 or Samsung Galaxy S24?"*',
  fromReport: (c) => `From your **${c}** report:`,
  fromCatalogue: (names) => `From the demo catalogue, for ${names}:`,
  warrantyIs: 'Warranty',
  noWarranty: (names) => `Neither the report nor the demo catalogue lists a warranty for ${names}.`,
  oneOff: (price) => `bought once, ${price}`,
  perMonth: (price, perYear) => `${price}, so about ${perYear} a year`,
  free: 'free',
  varies: 'no single price: it depends on use',
  runningUnknown: (things) =>
    `The demo catalogue has no prices for ${things}, so I cannot add them; the figures above are the purchase or subscription price only.`,
  runningUnknownAll:
    'The demo catalogue knows only the purchase or subscription price, not running costs such as consumables, electricity or repairs.',
  forNeeds: (needs) => `For ${needs}:`,
  recommends: (item, useCase, reason) => `The report recommends **${item}** for “${useCase}”: ${reason}`,
  nothingOn: (needs, names) => `Neither the report nor the demo catalogue says anything about ${needs} for ${names}.`,
  whatIsKnown: 'What they do record:',
  about: (terms) => `What the demo catalogue records about ${terms}:`,
  nothingAbout: (terms) => `nothing recorded about ${terms}`,
  notCovered: (c) =>
    `Your **${c}** report and the demo catalogue do not cover that. I can tell you about their prices, yearly costs, warranty, their facts (formats, features, specifications), which suits a use, or which is better overall.`,
};

const tr: ChatWords = {
  overall: 'genel',
  year: 'Çıkış yılı',
  price: 'Tipik fiyat',
  greeting: (recent) =>
    [
      'Merhaba! **Karşılaştırmalarınız** ve demo kataloğundaki bilinen ürünler hakkındaki sorularınızı yanıtlayabilirim. Örneğin:',
      '',
      '- *iPhone 15 vs Samsung Galaxy S24 karşılaştırmamda fiyat/performansta hangisi önde?*',
      "- *Netflix, Disney+'tan daha mı ucuz?*",
      '- *Kindle Paperwhite hakkında bilgi verir misin?*',
      ...(recent.length ? ['', 'Son karşılaştırmalarınız:', ...recent.map((r) => `- ${r}`)] : []),
    ].join('\n'),
  winnerIn: (c, w, k, v, others) =>
    `**${c}** karşılaştırmanızda ${k} puanı en yüksek olan **${w}** (${v}/10${others ? `; ${others}` : ''}).`,
  sharedIn: (c, names, k, v) =>
    `**${c}** karşılaştırmanızda ${k} puanında ${names} ${v}/10 ile birinciliği paylaşıyor.`,
  tieIn: (c, k, v, n) =>
    `**${c}** karşılaştırmanızda ${k === 'genel' ? 'genel puanda' : `${k} puanında`} berabere: ${n === 2 ? 'ikisi de' : 'hepsi'} ${v}/10 aldı.`,
  notComparable: (c, href) =>
    `**${c}** karşılaştırmanızda tanımlanan öğe ikiden az; bu yüzden bir kazanan yok. Ne bulunduğunu görmek için [raporu açın](${href}).`,
  cheapest: (n) => `Demo kataloğuna göre en uygun fiyatlısı **${n}**.`,
  cheaperIn: (c, n, p, others) => `**${c}** karşılaştırmanızda en uygun fiyatlı olan **${n}**: ${p} (${others}).`,
  samePrice: 'Demo kataloğuna göre fiyatları hemen hemen aynı.',
  openReport: (href) => `Tüm bölümler için [raporun tamamını açın](${href}). *Rakamlar demo verisidir.*`,
  notComparedYet: (names) => `${names} için henüz bir karşılaştırmanız yok; demo kataloğu şunları söylüyor:`,
  catalogueWinner: (n, k, v) =>
    `${k.charAt(0).toLocaleUpperCase('tr-TR')}${k.slice(1)} açısından **${n}** önde (${v}/10).`,
  catalogueTie: (k, v) => `${k.charAt(0).toLocaleUpperCase('tr-TR')}${k.slice(1)} açısından berabereler: ${v}/10.`,
  runIt: (href) => `Raporun tamamı için [karşılaştırmayı başlatın](${href}).`,
  aboutOne: (n, kind) => `**${n}**, demo kataloğundaki bir ${kind}:`,
  inYour: (c, href) => `[${c}](${href}) karşılaştırmanızda yer alıyor; orada nasıl bir sonuç aldığını sorabilirsiniz.`,
  compareWith: (ex) =>
    `Rakipleriyle nasıl kıyaslandığını görmek ister misiniz? Örneğin **${ex}** ile karşılaştırmamı isteyin.`,
  unsure: 'Hangi ürünleri kastettiğinizden emin değilim.',
  unsureAbout: (kind) => `Bir ${kind} gibi görünüyor ama modeli tanıyamadım.`,
  yourComparisons: 'Karşılaştırmalarınızdan biri hakkında mı soruyorsunuz?',
  askAbout: (item) => `Örneğin şunu sorabilirsiniz: *"${item} fiyatta nasıl?"*`,
  tryNaming: 'Ürünlerin adını yazabilir misiniz? Örneğin *"iPhone 15 mi Samsung Galaxy S24 mü?"*',
  fromReport: (c) => `**${c}** raporunuza göre:`,
  fromCatalogue: (names) => `Demo kataloğuna göre ${names}:`,
  warrantyIs: 'Garanti',
  noWarranty: (names) => `Ne rapor ne de demo kataloğu ${names} için bir garanti bilgisi içeriyor.`,
  oneOff: (price) => `tek seferlik satın alma, ${price}`,
  perMonth: (price, perYear) => `${price}; yılda yaklaşık ${perYear}`,
  free: 'ücretsiz',
  varies: 'tek bir fiyatı yok; kullanıma göre değişiyor',
  runningUnknown: (things) =>
    `Demo kataloğunda ${things} için fiyat yok; bu yüzden bunları ekleyemiyorum. Yukarıdaki rakamlar yalnızca satın alma ya da abonelik fiyatı.`,
  runningUnknownAll:
    'Demo kataloğu yalnızca satın alma ya da abonelik fiyatını biliyor; sarf malzemesi, elektrik ya da onarım gibi kullanım masraflarını bilmiyor.',
  forNeeds: (needs) => `${needs.charAt(0).toLocaleUpperCase('tr-TR')}${needs.slice(1)} için:`,
  recommends: (item, useCase, reason) => `Rapor “${useCase}” için **${item}** öneriyor: ${reason}`,
  nothingOn: (needs, names) => `Ne rapor ne de demo kataloğu ${names} için ${needs} konusunda bir şey söylüyor.`,
  whatIsKnown: 'Bilinenler şunlar:',
  about: (terms) => `Demo kataloğunda ${terms} hakkında yer alanlar:`,
  nothingAbout: (terms) => `${terms} hakkında bilgi yok`,
  notCovered: (c) =>
    `**${c}** raporunuz ve demo kataloğu bu konuyu kapsamıyor. Fiyatları, yıllık maliyetleri, garantiyi, özellikleri (biçimler, donanım, teknik bilgiler), hangisinin hangi kullanıma uyduğunu ya da genel olarak hangisinin daha iyi olduğunu sorabilirsiniz.`,
};

export const CHAT_WORDS: Record<Language, ChatWords> = { en, tr };
