// Wording of the per-item analysis sections. Tiered rows are [strong, decent, weak], chosen from
// the item's score, so the words agree with the numbers next to them.
import type { Language } from '@shared/api/generated/model';
import { L, type Bi } from '../types';

export type Tiered = readonly [Bi, Bi, Bi];

/** 0 for strong (≥ 8.5), 1 for decent (≥ 7.5), 2 for weak. */
export const tierOf = (score: number): 0 | 1 | 2 => (score >= 8.5 ? 0 : score >= 7.5 ? 1 : 2);

export const pick = (tiered: Tiered, score: number, language: Language): string => tiered[tierOf(score)][language];

export const TEXT = {
  easeOfUse: [
    L('Very easy; the essentials are where you expect them.', 'Çok kolay; temel işlevler beklenen yerde.'),
    L('Easy once the basics are learned.', 'Temeller öğrenildikten sonra kolay.'),
    L(
      'Usable, but some tasks take more steps than they should.',
      'Kullanılabilir, ancak bazı işler gereğinden fazla adım istiyor.',
    ),
  ] as Tiered,
  /** Ease of use for software: how quickly a team gets going with it. */
  adoption: [
    L(
      'Quick to adopt: clear documentation and sensible defaults get a project running fast.',
      'Benimsemesi kolay: açık belgeler ve makul varsayılanlar sayesinde proje hızla ayağa kalkıyor.',
    ),
    L(
      'Straightforward once its main concepts are understood.',
      'Temel kavramları oturduktan sonra rahat kullanılıyor.',
    ),
    L(
      'Takes effort: more configuration and concepts before a first project runs.',
      'Emek istiyor: ilk proje çalışana kadar daha çok yapılandırma ve kavram gerekiyor.',
    ),
  ] as Tiered,
  /** Ease of use for a place: getting there and getting around. */
  gettingAround: [
    L(
      'Easy to reach and to get around, with good public transport.',
      'Ulaşımı kolay; toplu taşımayla rahatça gezilebiliyor.',
    ),
    L(
      'Reachable without much trouble; some sights need a car or a tour.',
      'Ulaşmak zor değil; bazı yerler için araç ya da tur gerekiyor.',
    ),
    L('Getting around takes time and planning.', 'Ulaşım zaman ve plan istiyor.'),
  ] as Tiered,
  /** Ease of use for a city to live in: getting around it day to day, not its sights. */
  gettingAroundCity: [
    L('Easy to get around, with good public transport.', 'Şehir içi ulaşım kolay; toplu taşıma iyi.'),
    L(
      'Getting around is manageable; outer districts rely on buses or a car.',
      'Şehir içi ulaşım idare eder; dış semtlerde otobüs ya da araç gerekiyor.',
    ),
    L('Getting around takes time: traffic and long commutes.', 'Şehir içi ulaşım zaman alıyor: trafik ve uzun yollar.'),
  ] as Tiered,
  learningCurveSoftware: [
    L('Gentle: a first project runs within a day.', 'Yumuşak: ilk proje bir gün içinde çalışıyor.'),
    L('Moderate: a week or two to be productive.', 'Orta: verimli olmak bir iki hafta sürüyor.'),
    L('Steep: expect weeks before you are productive.', 'Dik: verimli olmak haftalar alabiliyor.'),
  ] as Tiered,
  learningCurve: [
    L('Short; most people are comfortable within a day.', 'Kısa; çoğu kişi bir gün içinde alışıyor.'),
    L('Moderate; a few features need exploring.', 'Orta; bazı özellikler keşif gerektiriyor.'),
    L('Steep for newcomers.', 'Yeni başlayanlar için zorlu.'),
  ] as Tiered,
  /** A fact of the operating system (applies.ts states it for phones, tablets and computers only). */
  accessibility: L(
    'Screen reader, contrast and text size settings, from its operating system.',
    'Ekran okuyucu, kontrast ve yazı boyutu ayarları işletim sisteminde var.',
  ),
  userInterface: [
    L('Clean, consistent and modern.', 'Temiz, tutarlı ve modern.'),
    L('Tidy, though crowded in places.', 'Düzenli, ancak yer yer kalabalık.'),
    L('Dated or inconsistent in places.', 'Yer yer eski ya da tutarsız.'),
  ] as Tiered,
  ergonomics: [
    L('Comfortable and well balanced for long use.', 'Uzun kullanımda rahat ve dengeli.'),
    L('Comfortable for everyday use.', 'Günlük kullanım için rahat.'),
    L('Acceptable, but tiring over long sessions.', 'Kabul edilebilir, ancak uzun kullanımda yorucu.'),
  ] as Tiered,
  buildQuality: [
    L('Premium and solid.', 'Üst düzey ve sağlam.'),
    L('Sturdy, with minor compromises.', 'Sağlam; küçük ödünlerle.'),
    L('Adequate for the price.', 'Fiyatına göre yeterli.'),
  ] as Tiered,
  speed: [
    L('Among the fastest in its class.', 'Sınıfının en hızlıları arasında.'),
    L('Quick enough for everyday use.', 'Günlük kullanım için yeterince hızlı.'),
    L('Noticeably slower under heavy load.', 'Yoğun yükte belirgin biçimde yavaşlıyor.'),
  ] as Tiered,
  // The demo's estimate, said as one: no problem reports were counted, so none are quoted.
  reliability: [
    L('Very reliable (demo estimate).', 'Çok güvenilir (demo tahmini).'),
    L('Reliable (demo estimate).', 'Güvenilir (demo tahmini).'),
    L('Reliability is its weak point (demo estimate).', 'Güvenilirlik zayıf yanı (demo tahmini).'),
  ] as Tiered,
  sentiment: [L('Very positive', 'Çok olumlu'), L('Positive', 'Olumlu'), L('Mixed', 'Karışık')] as Tiered,
  resale: [
    L('High; keeps much of its value.', 'Yüksek; değerinin çoğunu koruyor.'),
    L('Moderate.', 'Orta.'),
    L('Low; loses value quickly.', 'Düşük; hızla değer kaybediyor.'),
  ] as Tiered,
  // One line for all: how much data a service collects is not recorded in the catalogue, so it is not
  // read from a score ("collects little" for a high score was a claim nobody checked).
  privacy: L(
    'Collects account and usage data; some of it can be limited in its privacy settings.',
    'Hesap ve kullanım verisi topluyor; bir kısmı gizlilik ayarlarından sınırlanabiliyor.',
  ),
} as const;

/** Who says what about sustainability, for the brands the catalogue knows; others get no claim. */
export const BRAND_EFFORTS: Record<string, Bi> = {
  Apple: L(
    'Apple 2030: aims for a carbon-neutral supply chain and products by 2030.',
    'Apple 2030: 2030’a kadar karbon nötr tedarik zinciri ve ürün hedefi.',
  ),
  Samsung: L(
    'Targets net-zero carbon for its device business by 2030 and runs take-back schemes.',
    'Cihaz işinde 2030’a kadar net sıfır karbon hedefi; geri alma programları var.',
  ),
  Google: L(
    'Aims to run on carbon-free energy around the clock by 2030.',
    '2030’a kadar kesintisiz karbonsuz enerjiyle çalışma hedefi.',
  ),
  Sony: L(
    '"Road to Zero": a zero environmental footprint target by 2050.',
    '"Road to Zero": 2050’ye kadar sıfır çevresel ayak izi hedefi.',
  ),
  Microsoft: L('Aims to be carbon negative by 2030.', '2030’a kadar karbon negatif olma hedefi.'),
  Amazon: L('The Climate Pledge: net-zero carbon by 2040.', 'İklim Taahhüdü: 2040’a kadar net sıfır karbon.'),
  Dell: L(
    'Targets net-zero emissions by 2050 and uses recycled materials.',
    '2050’ye kadar net sıfır emisyon hedefi; geri dönüştürülmüş malzeme kullanıyor.',
  ),
  Lenovo: L('Science-based net-zero target for 2050.', '2050 için bilim temelli net sıfır hedefi.'),
  HP: L('Targets net-zero across its value chain by 2040.', '2040’a kadar değer zincirinde net sıfır hedefi.'),
  Tesla: L(
    'Publishes a yearly impact report; sells only electric cars.',
    'Her yıl etki raporu yayımlıyor; yalnızca elektrikli araç satıyor.',
  ),
  BMW: L(
    'Targets a 40% cut in lifecycle CO₂ per vehicle by 2030.',
    '2030’a kadar araç başına yaşam döngüsü CO₂ salımında %40 azaltma hedefi.',
  ),
  Togg: L('Sells only electric cars, built in Türkiye.', 'Yalnızca Türkiye’de üretilen elektrikli araçlar satıyor.'),
  Toyota: L(
    'Environmental Challenge 2050: near-zero CO₂ from its vehicles.',
    'Çevre Hedefi 2050: araçlarından sıfıra yakın CO₂.',
  ),
  'Rakuten Kobo': L(
    'Uses recycled plastic in its e-readers and offers repair parts.',
    'E-kitap okuyucularında geri dönüştürülmüş plastik kullanıyor, onarım parçası sunuyor.',
  ),
};
