// Mobile operators and home internet providers in Türkiye. Prices are a typical monthly bill in TRY
// as of CATALOGUE_AS_OF (a mid-size postpaid package; a 100 Mbps-class fibre or VDSL plan), rounded:
// operators change packages every few months, so the figure is a guide, not a tariff.
// 5G: Türkiye had no commercial 5G on the catalogue date (the frequency tender came later), so no
// operator is credited with it.
import { claim, L, type CatalogueEntry, inCategory } from '../types';

const mobile = inCategory('mobile_operator');
const internet = inCategory('home_internet');

const NO_5G = L('Not launched in Türkiye yet (trials only)', 'Türkiye’de henüz ticari olarak yok (yalnızca testler)');
const ROAMING = L('Daily and weekly roaming packages by region', 'Bölgeye göre günlük ve haftalık yurt dışı paketleri');
const COMMITMENT = L(
  '12- or 24-month commitment for the best price; no-commitment plans cost more',
  'En uygun fiyat 12 ya da 24 ay taahhütle; taahhütsüz paketler daha pahalı',
);
const NO_COMMITMENT = L('No commitment on any plan', 'Tüm paketler taahhütsüz');

export const TELECOM: readonly CatalogueEntry[] = [
  mobile({
    id: 'turkcell',
    name: 'Turkcell',
    brand: 'Turkcell',
    aliases: ['turkcell mobil', 'turkcell hat'],
    year: 1994,
    price: { model: 'monthly', amount: 550 },
    rating: 4.2,
    scores: [8.6, 7.6, 8.9, 6.8],
    specs: {
      network: L(
        '4.5G across Türkiye; the largest operator by subscribers',
        '4.5G tüm Türkiye’de; abone sayısında en büyük operatör',
      ),
      fiveG: NO_5G,
      package: L(
        'Data, minutes and texts; about 20 GB for roughly 550 TL a month',
        'İnternet, dakika ve SMS; yaklaşık 20 GB aylık 550 TL civarı',
      ),
      roaming: ROAMING,
      extras: 'BiP, fizy, TV+, Paycell, Superonline',
    },
    pro: claim(
      'Strongest coverage reputation, including rural areas',
      'Kırsal bölgeler dahil, kapsamasıyla en çok bilinen operatör',
      'performance',
    ),
    con: claim('Usually the most expensive of the three', 'Genellikle üç operatörün en pahalısı', 'pricing'),
  }),
  mobile({
    id: 'vodafone-tr',
    name: 'Vodafone',
    brand: 'Vodafone',
    aliases: ['vodafone türkiye', 'vodafone turkey', 'vodafone mobil'],
    year: 2006,
    price: { model: 'monthly', amount: 500 },
    rating: 4.0,
    scores: [8.4, 7.8, 8.4, 7.4],
    specs: {
      network: L('4.5G across Türkiye (took over Telsim in 2006)', '4.5G tüm Türkiye’de (2006’da Telsim’i devraldı)'),
      fiveG: NO_5G,
      package: L(
        'Data, minutes and texts; about 20 GB for roughly 500 TL a month',
        'İnternet, dakika ve SMS; yaklaşık 20 GB aylık 500 TL civarı',
      ),
      roaming: ROAMING,
      extras: 'Vodafone Yanımda, Vodafone TV, Vodafone Pay',
    },
    pro: claim(
      'Frequent campaigns and a well-liked app (Vodafone Yanımda)',
      'Sık kampanyalar ve sevilen bir uygulama (Vodafone Yanımda)',
      'design',
      { row: 'extras', has: 'Vodafone Yanımda' },
    ),
    con: claim(
      'Users report weaker signal than Turkcell in some rural areas',
      'Kullanıcılar bazı kırsal bölgelerde Turkcell’den zayıf çekim bildiriyor',
      'performance',
    ),
  }),
  mobile({
    id: 'turk-telekom-mobile',
    name: 'Türk Telekom',
    brand: 'Türk Telekom',
    aliases: ['turk telekom', 'türk telekom mobil', 'turk telekom mobil', 'tt mobil', 'avea', 'türktelekom'],
    year: 1995,
    price: { model: 'monthly', amount: 450 },
    rating: 3.9,
    scores: [7.8, 7.4, 8.2, 7.9],
    specs: {
      network: L('4.5G across Türkiye (the former Avea network)', '4.5G tüm Türkiye’de (eski Avea şebekesi)'),
      fiveG: NO_5G,
      package: L(
        'Data, minutes and texts; about 20 GB for roughly 450 TL a month',
        'İnternet, dakika ve SMS; yaklaşık 20 GB aylık 450 TL civarı',
      ),
      roaming: ROAMING,
      extras: L('Tivibu TV; mobile, fibre and TV from one company', 'Tivibu; mobil, fiber ve TV tek şirketten'),
    },
    pro: claim(
      'Often the cheapest, especially bundled with home internet',
      'Özellikle ev interneti ile birlikte çoğu zaman en ucuzu',
      'pricing',
    ),
    con: claim(
      'The best prices usually need a bundle or a commitment',
      'En iyi fiyatlar genellikle paket birleştirme ya da taahhüt istiyor',
      'pricing',
    ),
  }),
  internet({
    id: 'turk-telekom-internet',
    name: 'Türk Telekom İnternet',
    brand: 'Türk Telekom',
    aliases: [
      'türk telekom internet',
      'turk telekom internet',
      'türk telekom fiber',
      'tt internet',
      'ttnet',
      'türk telekom ev interneti',
    ],
    year: 1995,
    price: { model: 'monthly', amount: 650 },
    rating: 3.8,
    scores: [7.6, 7.2, 8.6, 7.4],
    specs: {
      infrastructure: L(
        'Owns the national copper network and most of the fibre (ADSL, VDSL, fibre)',
        'Ülke çapındaki bakır hattın ve fiber ağın çoğunun sahibi (ADSL, VDSL, fiber)',
      ),
      speed: L('Up to 1000 Mbps on fibre', 'Fiberde 1000 Mbps’e kadar'),
      contract: COMMITMENT,
      extras: L('Tivibu TV and mobile bundles', 'Tivibu ve mobil hat ile birleşik paketler'),
    },
    pro: claim(
      'Reaches almost every address, with fibre in most cities',
      'Neredeyse her adrese ulaşıyor; çoğu şehirde fiber var',
      'performance',
    ),
    con: claim(
      'Late fault repairs are a common complaint',
      'Arızaların geç giderilmesi sık duyulan bir şikâyet',
      'usability',
    ),
  }),
  internet({
    id: 'turkcell-superonline',
    name: 'Turkcell Superonline',
    brand: 'Turkcell',
    aliases: ['superonline', 'süperonline', 'turkcell internet', 'turkcell ev interneti', 'turkcell fiber'],
    year: 0,
    price: { model: 'monthly', amount: 700 },
    rating: 4.0,
    scores: [8.2, 7.6, 8.8, 7.0],
    specs: {
      infrastructure: L(
        'Own fibre network in many cities; VDSL over Türk Telekom lines elsewhere',
        'Birçok şehirde kendi fiber ağı; başka yerlerde Türk Telekom hattı üzerinden VDSL',
      ),
      speed: L('Up to 1000 Mbps on its own fibre', 'Kendi fiberinde 1000 Mbps’e kadar'),
      contract: COMMITMENT,
      extras: L('TV+ and Turkcell mobile bundles', 'TV+ ve Turkcell mobil hat ile birleşik paketler'),
    },
    pro: claim(
      'Fast, stable speeds where its own fibre reaches',
      'Kendi fiberinin ulaştığı yerlerde hızlı ve kararlı',
      'performance',
    ),
    con: claim(
      'Its own fibre covers only part of each city',
      'Kendi fiberi her şehrin yalnızca bir bölümünü kapsıyor',
      {
        row: 'infrastructure',
        has: L('VDSL over Türk Telekom lines elsewhere', 'başka yerlerde Türk Telekom hattı üzerinden VDSL'),
      },
    ),
  }),
  internet({
    id: 'vodafone-net',
    name: 'Vodafone Net',
    brand: 'Vodafone',
    aliases: ['vodafone ev interneti', 'vodafone internet', 'vodafone fiber'],
    year: 0,
    price: { model: 'monthly', amount: 600 },
    rating: 3.8,
    scores: [8.0, 7.4, 8.2, 7.6],
    specs: {
      infrastructure: L(
        'Own fibre in some cities; VDSL and fibre over Türk Telekom lines elsewhere',
        'Bazı şehirlerde kendi fiberi; başka yerlerde Türk Telekom hattı üzerinden VDSL ve fiber',
      ),
      speed: L('Fibre packages up to 1000 Mbps where available', 'Altyapı uygunsa 1000 Mbps’e kadar fiber paketler'),
      contract: COMMITMENT,
      extras: L('Discounts with a Vodafone mobile line', 'Vodafone mobil hat ile indirimler'),
    },
    pro: claim(
      'Good bundle prices for Vodafone mobile customers',
      'Vodafone mobil müşterilerine uygun birleşik paket fiyatları',
      'pricing',
    ),
    con: claim(
      'Speed depends on whose line reaches your building',
      'Hız, binanıza hangi şirketin hattının geldiğine bağlı',
      'performance',
    ),
  }),
  internet({
    id: 'turknet',
    name: 'TurkNet',
    brand: 'TurkNet',
    aliases: ['türknet', 'turk net', 'türk net', 'turknet gigafiber', 'gigafiber'],
    year: 0,
    price: { model: 'monthly', amount: 700 },
    rating: 4.3,
    scores: [8.2, 8.4, 8.6, 7.8],
    specs: {
      infrastructure: L(
        'Own GigaFiber network in some districts; VDSL and fibre over Türk Telekom lines elsewhere',
        'Bazı ilçelerde kendi GigaFiber ağı; başka yerlerde Türk Telekom hattı üzerinden VDSL ve fiber',
      ),
      speed: L('Up to 1000 Mbps on GigaFiber', 'GigaFiber’de 1000 Mbps’e kadar'),
      contract: NO_COMMITMENT,
      extras: L('The same price for new and existing customers', 'Yeni ve mevcut müşteriye aynı fiyat'),
    },
    pro: claim(
      'No commitment and no price trap for existing customers',
      'Taahhüt yok; mevcut müşteriye fiyat tuzağı yok',
      'pricing',
    ),
    con: claim('Its own fibre reaches only some districts', 'Kendi fiberi yalnızca bazı ilçelere ulaşıyor', {
      row: 'infrastructure',
      has: L('in some districts', 'Bazı ilçelerde'),
    }),
  }),
  internet({
    id: 'millenicom',
    name: 'Millenicom',
    brand: 'Millenicom',
    aliases: ['milenicom', 'millenicom internet'],
    year: 0,
    price: { model: 'monthly', amount: 650 },
    rating: 4.0,
    scores: [7.4, 8.0, 7.8, 7.8],
    specs: {
      infrastructure: L('VDSL and fibre over Türk Telekom lines', 'Türk Telekom hattı üzerinden VDSL ve fiber'),
      contract: NO_COMMITMENT,
      extras: L('Simple no-commitment plans', 'Sade, taahhütsüz paketler'),
    },
    unstated: ['speed'],
    pro: claim('No commitment and simple pricing', 'Taahhüt yok; fiyatlar sade', 'pricing', 'usability'),
    con: claim(
      'Faults on the line wait for Türk Telekom’s repair teams',
      'Hat arızaları Türk Telekom’un ekiplerini bekliyor',
      'usability',
    ),
  }),
];
