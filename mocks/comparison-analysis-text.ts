// Wording of the per-item analysis sections. Tiered fields are [strong, decent, weak] and are
// chosen from the item's score, so the text agrees with the numbers next to it.
import type { Language } from '@/api/generated/model';

type Tiered = readonly [string, string, string];

export interface AnalysisText {
  priceTrend: Tiered;
  resale: Tiered;
  easeOfUse: Tiered;
  learningCurve: Tiered;
  accessibility: Tiered;
  userInterface: Tiered;
  materials: readonly string[];
  colors: readonly string[];
  ergonomics: Tiered;
  buildQuality: Tiered;
  speed: Tiered;
  efficiency: Tiered;
  reliability: Tiered;
  benchmarks(score: string, percentile: number): string;
  positiveEmotions: readonly string[];
  negativeEmotions: readonly string[];
  phrases: readonly string[];
  securityFeatures: readonly string[];
  privacySummary: Tiered;
  vulnerabilities: readonly string[];
  noVulnerabilities: string;
  dataUsage: readonly string[];
  energy: Tiered;
  sustainabilityEfforts: readonly string[];
}

const en: AnalysisText = {
  priceTrend: ['Stable, with occasional campaign discounts of 5-10%.', 'Slowly falling since launch.', 'Volatile; prices change often between sellers.'],
  resale: ['High; keeps most of its value after a year.', 'Moderate; loses about a third of its value in a year.', 'Low; depreciates quickly.'],
  easeOfUse: ['Very easy; the essentials are exactly where you expect them.', 'Easy once the basics are learned.', 'Usable, but some tasks take more steps than they should.'],
  learningCurve: ['Low; most people are comfortable within a day.', 'Moderate; a few features need some exploring.', 'Steep for newcomers.'],
  accessibility: ['Excellent; screen reader, contrast and text-size options.', 'Good; the main accessibility options are covered.', 'Basic; few accessibility settings.'],
  userInterface: ['Clean, consistent and modern.', 'Tidy, though a little crowded in places.', 'Dated and inconsistent in places.'],
  materials: ['Aluminium and glass', 'Recycled plastics and aluminium', 'Matte polycarbonate', 'Steel frame with fabric accents', 'Minimal, content-first digital design'],
  colors: ['Black', 'White', 'Silver', 'Blue', 'Green', 'Red', 'Graphite', 'Gold', 'Purple'],
  ergonomics: ['Comfortable and well balanced for long sessions.', 'Comfortable for everyday use.', 'Acceptable, but tiring over long sessions.'],
  buildQuality: ['Premium and solid.', 'Sturdy with minor compromises.', 'Adequate for the price.'],
  speed: ['Very fast; everything responds instantly.', 'Fast enough for everyday tasks.', 'Noticeably slower under heavy load.'],
  efficiency: ['Excellent efficiency.', 'Good efficiency for its class.', 'Below average efficiency.'],
  reliability: ['Very reliable, with long-term support.', 'Reliable, with occasional minor issues.', 'Mixed reliability reports.'],
  benchmarks: (score, p) => `Scores ${score}/10 in our performance index, ahead of about ${p}% of its category.`,
  positiveEmotions: ['satisfaction', 'trust', 'delight', 'excitement', 'relief', 'pride'],
  negativeEmotions: ['frustration', 'disappointment', 'annoyance', 'concern', 'confusion'],
  phrases: ['worth the money', 'easy to use', 'great quality', 'would buy again', 'works as expected', 'could be cheaper', 'fast and smooth'],
  securityFeatures: ['Two-factor authentication', 'End-to-end encryption', 'Biometric login', 'Regular security updates', 'Account activity alerts', 'Secure payment processing'],
  privacySummary: ['Collects little data and processes much of it locally.', 'Collects usage data with clear opt-out options.', 'Collects extensive usage data for personalisation and ads.'],
  vulnerabilities: ['Past issues were patched quickly through updates.', 'Some third-party integrations share data with partners.', 'Older versions no longer receive security fixes.'],
  noVulnerabilities: 'No major unpatched vulnerabilities are known.',
  dataUsage: ['Data is used to improve the service; ad personalisation can be turned off.', 'Data is shared with partners only with consent.', 'Usage data is kept for up to two years.'],
  energy: ['Low energy use.', 'Moderate energy use.', 'Relatively high energy use.'],
  sustainabilityEfforts: ['Publishes a yearly sustainability report and targets carbon neutrality by 2030.', 'Runs a take-back and recycling programme.', 'Uses recycled materials in packaging and products.'],
};

const tr: AnalysisText = {
  priceTrend: ['Sabit; zaman zaman %5-10 kampanya indirimleri oluyor.', 'Çıkışından bu yana yavaşça düşüyor.', 'Dalgalı; satıcılar arasında fiyat sık değişiyor.'],
  resale: ['Yüksek; bir yıl sonra değerinin çoğunu koruyor.', 'Orta; bir yılda değerinin yaklaşık üçte birini kaybediyor.', 'Düşük; hızla değer kaybediyor.'],
  easeOfUse: ['Çok kolay; temel işlevler tam beklenen yerde.', 'Temeller öğrenildikten sonra kolay.', 'Kullanılabilir, ancak bazı işler gereğinden fazla adım istiyor.'],
  learningCurve: ['Düşük; çoğu kişi bir gün içinde alışıyor.', 'Orta; bazı özellikler keşif gerektiriyor.', 'Yeni başlayanlar için zorlu.'],
  accessibility: ['Mükemmel; ekran okuyucu, kontrast ve yazı boyutu seçenekleri var.', 'İyi; temel erişilebilirlik seçenekleri mevcut.', 'Temel düzeyde; erişilebilirlik ayarları az.'],
  userInterface: ['Temiz, tutarlı ve modern.', 'Düzenli, ancak yer yer kalabalık.', 'Yer yer eski ve tutarsız.'],
  materials: ['Alüminyum ve cam', 'Geri dönüştürülmüş plastik ve alüminyum', 'Mat polikarbonat', 'Çelik gövde ve kumaş detaylar', 'Sade, içerik odaklı dijital tasarım'],
  colors: ['Siyah', 'Beyaz', 'Gümüş', 'Mavi', 'Yeşil', 'Kırmızı', 'Grafit', 'Altın', 'Mor'],
  ergonomics: ['Uzun kullanımda bile rahat ve dengeli.', 'Günlük kullanım için rahat.', 'Kabul edilebilir, ancak uzun kullanımda yorucu.'],
  buildQuality: ['Üst düzey ve sağlam.', 'Sağlam, küçük ödünlerle.', 'Fiyatına göre yeterli.'],
  speed: ['Çok hızlı; her şey anında tepki veriyor.', 'Günlük işler için yeterince hızlı.', 'Yoğun yükte belirgin biçimde yavaşlıyor.'],
  efficiency: ['Mükemmel verimlilik.', 'Sınıfına göre iyi verimlilik.', 'Ortalamanın altında verimlilik.'],
  reliability: ['Çok güvenilir; uzun süreli destek var.', 'Güvenilir; ara sıra küçük sorunlar çıkıyor.', 'Güvenilirlik konusunda karışık yorumlar var.'],
  benchmarks: (score, p) => `Performans endeksimizde ${score}/10 puan alıyor; kategorisindekilerin yaklaşık %${p} kadarının önünde.`,
  positiveEmotions: ['memnuniyet', 'güven', 'keyif', 'heyecan', 'rahatlama', 'gurur'],
  negativeEmotions: ['hayal kırıklığı', 'sinir', 'kaygı', 'kafa karışıklığı', 'pişmanlık'],
  phrases: ['parasına değer', 'kullanımı kolay', 'kalitesi çok iyi', 'yine alırım', 'beklendiği gibi çalışıyor', 'biraz daha ucuz olabilirdi', 'hızlı ve akıcı'],
  securityFeatures: ['İki adımlı doğrulama', 'Uçtan uca şifreleme', 'Biyometrik giriş', 'Düzenli güvenlik güncellemeleri', 'Hesap etkinliği uyarıları', 'Güvenli ödeme altyapısı'],
  privacySummary: ['Az veri topluyor ve çoğunu cihazda işliyor.', 'Kullanım verisi topluyor; kapatma seçenekleri açık.', 'Kişiselleştirme ve reklam için kapsamlı veri topluyor.'],
  vulnerabilities: ['Geçmişteki açıklar güncellemelerle hızla kapatıldı.', 'Bazı üçüncü taraf entegrasyonları iş ortaklarıyla veri paylaşıyor.', 'Eski sürümler artık güvenlik güncellemesi almıyor.'],
  noVulnerabilities: 'Bilinen, kapatılmamış önemli bir güvenlik açığı yok.',
  dataUsage: ['Veriler hizmeti geliştirmek için kullanılıyor; reklam kişiselleştirme kapatılabiliyor.', 'Veriler yalnızca onayla iş ortaklarıyla paylaşılıyor.', 'Kullanım verileri iki yıla kadar saklanıyor.'],
  energy: ['Düşük enerji tüketimi.', 'Orta düzey enerji tüketimi.', 'Görece yüksek enerji tüketimi.'],
  sustainabilityEfforts: ['Her yıl sürdürülebilirlik raporu yayımlıyor ve 2030 için karbon nötr hedefi var.', 'Geri alma ve geri dönüşüm programı yürütüyor.', 'Ambalaj ve ürünlerde geri dönüştürülmüş malzeme kullanıyor.'],
};

export const ANALYSIS_TEXT: Record<Language, AnalysisText> = { en, tr };

/** 0 for strong (≥ 8.5), 1 for decent (≥ 7.2), 2 for weak: an index into a Tiered row. */
export function tierOf(score: number): 0 | 1 | 2 {
  return score >= 8.5 ? 0 : score >= 7.2 ? 1 : 2;
}
