// Report wording for the mock comparison builder, in English and Turkish. Item names are
// arbitrary user input, so Turkish sentences avoid attaching case suffixes to them.
import type { Language } from '@/api/generated/model';

export type Criterion = 'design' | 'usability' | 'performance' | 'pricing';

export const CRITERIA: readonly Criterion[] = ['design', 'usability', 'performance', 'pricing'];

export interface SummaryParams {
  list: string;
  leader: string;
  leaderScore: string;
  runnerUp: string;
  runnerUpStrength: string;
  cheapest: string;
}

export interface ReportText {
  criterion: Record<Criterion, string>;
  joinList(names: string[]): string;
  decimal(value: number): string;
  price(amount: number): string;
  summary(p: SummaryParams): string;
  pros: readonly string[];
  cons: readonly string[];
  criterionLead(criterion: string, best: string, bestScore: string, worst: string, worstScore: string): string;
  ratingGap(best: string, rating: string, votes: string): string;
  priceGap(cheapest: string, cheapPrice: string, priciest: string, highPrice: string): string;
  similarities(list: string): string[];
  keyFacts: { title: string; price: string; rating: string; bestFor: string; votes: string };
  scoreTable: { title: string; overall: string };
  bestFor: Record<Criterion, string>;
  useCases: Record<'overall' | Criterion, { title: string; reason: (name: string, score: string) => string }>;
  sentimentLabel(rating: number): string;
  pollQuestion: string;
  detailed: {
    experience: string;
    ownership: string;
    setup: string;
    support: string;
    updates: string;
    warranty: string;
    bestNote: string;
    minutes(n: number): string;
    years(n: number): string;
    frequency: readonly [string, string, string];
  };
  tierWords: readonly [string, string, string];
}

// Creating an Intl.NumberFormat is expensive (toLocaleString makes one per call), and a report
// formats hundreds of numbers, so formatters are cached per locale and precision.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatNumber(locale: string, value: number, digits = 0): string {
  const key = `${locale}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

const en: ReportText = {
  criterion: { design: 'design', usability: 'usability', performance: 'performance', pricing: 'value for money' },
  joinList: (names) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`),
  decimal: (value) => formatNumber('en-US', value, 1),
  price: (amount) => `${formatNumber('en-US', amount)} TRY`,
  summary: (p) =>
    `${p.list} were compared on design, usability, performance and value for money. ` +
    `${p.leader} comes out ahead overall with ${p.leaderScore}/10, while ${p.runnerUp} stands out for its ${p.runnerUpStrength}. ` +
    `If the budget matters most, ${p.cheapest} is the most affordable choice.`,
  pros: [
    'Strong value for money',
    'Polished, intuitive interface',
    'Reliable day-to-day performance',
    'Premium build quality',
    'Large and active user community',
    'Frequent updates and improvements',
    'Good customer support',
    'Wide availability in Türkiye',
    'Rich set of features out of the box',
    'Works well with other devices and services',
  ],
  cons: [
    'Higher price than most alternatives',
    'Some features cost extra',
    'Limited customisation options',
    'Mixed reports on customer support',
    'Steeper learning curve for new users',
    'Occasional software glitches',
    'Fewer options in the local market',
    'Accessories are sold separately',
  ],
  criterionLead: (c, best, bs, worst, ws) => `${best} leads on ${c} (${bs}/10), while ${worst} trails with ${ws}/10.`,
  ratingGap: (best, rating, votes) => `${best} has the highest user rating: ${rating}/5 from ${votes} votes.`,
  priceGap: (cheap, cp, high, hp) => `${cheap} costs about ${cp}, noticeably less than ${high} at about ${hp}.`,
  similarities: (list) => [
    `${list} are all well established and widely reviewed.`,
    'Each option is available through official channels in Türkiye.',
    'All of them receive regular updates from their makers.',
    'User satisfaction is above average for every option.',
    'None of them locks you into a long-term contract to try it.',
    'All offer a solid core experience for everyday use.',
  ],
  keyFacts: { title: 'Key facts', price: 'Typical price', rating: 'User rating', bestFor: 'Best for', votes: 'Number of reviews' },
  scoreTable: { title: 'Scores', overall: 'Overall' },
  bestFor: { design: 'Style-conscious buyers', usability: 'Beginners', performance: 'Power users', pricing: 'Tight budgets' },
  useCases: {
    overall: { title: 'Best all-rounder', reason: (n, s) => `${n} has the best overall score (${s}/10) with no major weaknesses.` },
    design: { title: 'Design and build', reason: (n, s) => `${n} scores ${s}/10 on design, with the most refined look and feel.` },
    usability: { title: 'First-time users', reason: (n, s) => `${n} is the easiest to get started with (${s}/10 for usability).` },
    performance: { title: 'Heavy everyday use', reason: (n, s) => `${n} delivers the strongest performance (${s}/10).` },
    pricing: { title: 'Limited budget', reason: (n, s) => `${n} gives the most for the money (${s}/10 for value).` },
  },
  sentimentLabel: (r) => (r >= 4.5 ? 'Very positive' : r >= 4.1 ? 'Positive' : 'Mixed'),
  pollQuestion: 'Which one would you choose?',
  detailed: {
    experience: 'Everyday experience',
    ownership: 'Ownership',
    setup: 'Setup time',
    support: 'Customer support',
    updates: 'Update frequency',
    warranty: 'Warranty / guarantee',
    bestNote: 'Best in this comparison',
    minutes: (n) => `About ${n} minutes`,
    years: (n) => (n === 1 ? '1 year' : `${n} years`),
    frequency: ['Monthly', 'Quarterly', 'Twice a year'],
  },
  tierWords: ['Excellent', 'Good', 'Average'],
};

const tr: ReportText = {
  criterion: { design: 'tasarım', usability: 'kullanılabilirlik', performance: 'performans', pricing: 'fiyat/performans' },
  joinList: (names) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ve ${names[names.length - 1]}`),
  decimal: (value) => formatNumber('tr-TR', value, 1),
  price: (amount) => `${formatNumber('tr-TR', amount)} TL`,
  summary: (p) =>
    `${p.list}; tasarım, kullanılabilirlik, performans ve fiyat/performans açısından karşılaştırıldı. ` +
    `Genel değerlendirmede ${p.leaderScore}/10 puanla öne çıkan seçenek: ${p.leader}. ` +
    `İkinci sıradaki ${p.runnerUp} ise ${p.runnerUpStrength} konusunda dikkat çekiyor. ` +
    `Bütçe öncelikliyse en uygun fiyatlı seçenek ${p.cheapest}.`,
  pros: [
    'Fiyatına göre güçlü bir değer sunuyor',
    'Şık ve sezgisel arayüz',
    'Günlük kullanımda güvenilir performans',
    'Üst düzey malzeme ve işçilik',
    'Geniş ve aktif kullanıcı topluluğu',
    'Sık güncellemeler ve iyileştirmeler',
    'İyi müşteri desteği',
    "Türkiye'de kolayca bulunabiliyor",
    'Kutudan çıktığı gibi zengin özellikler',
    'Diğer cihaz ve servislerle uyumlu çalışıyor',
  ],
  cons: [
    'Çoğu alternatife göre daha pahalı',
    'Bazı özellikler ek ücretli',
    'Kişiselleştirme seçenekleri sınırlı',
    'Müşteri desteği hakkında karışık yorumlar',
    'Yeni kullanıcılar için öğrenmesi zaman alıyor',
    'Ara sıra yazılım hataları görülüyor',
    'Yerel pazarda seçenek az',
    'Aksesuarlar ayrı satılıyor',
  ],
  criterionLead: (c, best, bs, worst, ws) =>
    `${c.charAt(0).toLocaleUpperCase('tr')}${c.slice(1)} puanında önde olan ${best} (${bs}/10); ${worst} ise ${ws}/10 ile geride kalıyor.`,
  ratingGap: (best, rating, votes) => `En yüksek kullanıcı puanı ${best} seçeneğinde: ${votes} oyla ${rating}/5.`,
  priceGap: (cheap, cp, high, hp) => `${cheap} yaklaşık ${cp} fiyatıyla, yaklaşık ${hp} olan ${high} seçeneğinden belirgin biçimde daha uygun.`,
  similarities: (list) => [
    `${list} köklü ve hakkında çok sayıda inceleme bulunan seçenekler.`,
    "Hepsi Türkiye'de resmi kanallardan satın alınabiliyor.",
    'Hepsi üreticilerinden düzenli güncelleme alıyor.',
    'Tüm seçeneklerde kullanıcı memnuniyeti ortalamanın üzerinde.',
    'Hiçbiri denemek için uzun süreli bir taahhüt gerektirmiyor.',
    'Hepsi günlük kullanım için sağlam bir temel deneyim sunuyor.',
  ],
  keyFacts: { title: 'Temel bilgiler', price: 'Ortalama fiyat', rating: 'Kullanıcı puanı', bestFor: 'En uygun olduğu kişi', votes: 'Değerlendirme sayısı' },
  scoreTable: { title: 'Puanlar', overall: 'Genel' },
  bestFor: { design: 'Tasarıma önem verenler', usability: 'Yeni başlayanlar', performance: 'Yoğun kullanıcılar', pricing: 'Bütçesi kısıtlı olanlar' },
  useCases: {
    overall: { title: 'En dengeli seçim', reason: (n, s) => `${n} en yüksek genel puana (${s}/10) sahip ve belirgin bir zayıf yönü yok.` },
    design: { title: 'Tasarım ve işçilik', reason: (n, s) => `${n} tasarımda ${s}/10 puan alıyor; en özenli görünüm ve his onda.` },
    usability: { title: 'İlk kez kullananlar', reason: (n, s) => `Başlaması en kolay seçenek ${n} (kullanılabilirlik ${s}/10).` },
    performance: { title: 'Yoğun günlük kullanım', reason: (n, s) => `En güçlü performansı ${n} sunuyor (${s}/10).` },
    pricing: { title: 'Sınırlı bütçe', reason: (n, s) => `Parasının karşılığını en iyi veren seçenek ${n} (fiyat/performans ${s}/10).` },
  },
  sentimentLabel: (r) => (r >= 4.5 ? 'Çok olumlu' : r >= 4.1 ? 'Olumlu' : 'Karışık'),
  pollQuestion: 'Hangisini tercih ederdiniz?',
  detailed: {
    experience: 'Günlük deneyim',
    ownership: 'Sahiplik',
    setup: 'Kurulum süresi',
    support: 'Müşteri desteği',
    updates: 'Güncelleme sıklığı',
    warranty: 'Garanti',
    bestNote: 'Bu karşılaştırmada en iyisi',
    minutes: (n) => `Yaklaşık ${n} dakika`,
    years: (n) => `${n} yıl`,
    frequency: ['Aylık', 'Üç ayda bir', 'Yılda iki kez'],
  },
  tierWords: ['Mükemmel', 'İyi', 'Orta'],
};

export const REPORT_TEXT: Record<Language, ReportText> = { en, tr };
