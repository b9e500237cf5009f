// Cars, video and music streaming, banks and places (see devices.ts for what the figures mean).
// Streaming prices are the cheapest individual plan per month in Türkiye.
import { L, type CatalogueEntry, type CategoryId } from '../types';

type Draft = Omit<CatalogueEntry, 'category'>;
const of = (category: CategoryId) => (e: Draft): CatalogueEntry => ({ ...e, category });
const car = of('car');
const video = of('video_streaming');
const music = of('music_streaming');
const bank = of('bank');
const place = of('travel');

const CAR_BODY = L('Steel and aluminium body', 'Çelik ve alüminyum gövde');
const SCHENGEN = L('Schengen visa needed for most Turkish passports', 'Çoğu Türk pasaportu için Schengen vizesi gerekiyor');
const NO_VISA = L('Not needed (home country)', 'Gerekmiyor (yurt içi)');

export const SERVICES: readonly CatalogueEntry[] = [
  car({
    id: 'tesla-model-3', name: 'Tesla Model 3', brand: 'Tesla', aliases: ['model 3', 'tesla model3'], year: 2023,
    price: { model: 'one_off', amount: 1_900_000 }, rating: 4.6, scores: [8.6, 8.3, 8.9, 8.0],
    specs: { powertrain: L('Electric, rear-wheel drive', 'Elektrikli, arkadan itiş'), range: L('Up to 513 km (WLTP, RWD)', '513 km’ye kadar (WLTP, RWD)'), acceleration: L('6.1 s', '6,1 sn'), body: 'Sedan', built: L('Shanghai, China (for Türkiye)', 'Şanghay, Çin (Türkiye için)') },
    physical: { materials: CAR_BODY, colours: ['Pearl White', 'Solid Black', 'Stealth Grey', 'Ultra Red', 'Deep Blue'] },
    pro: L('Efficient, with access to the Supercharger network', 'Verimli; Supercharger ağına erişim'),
    con: L('Minimal cabin with almost every control on the screen', 'Neredeyse tüm kontroller ekranda; sade kabin'),
  }),
  car({
    id: 'tesla-model-y', name: 'Tesla Model Y', brand: 'Tesla', aliases: ['model y', 'tesla modely'], year: 2020,
    price: { model: 'one_off', amount: 2_000_000 }, rating: 4.6, scores: [8.3, 8.6, 8.7, 8.1],
    specs: { powertrain: L('Electric, rear- or all-wheel drive', 'Elektrikli, arkadan itiş veya dört çeker'), range: L('Up to about 455 km (WLTP, RWD)', 'Yaklaşık 455 km’ye kadar (WLTP, RWD)'), acceleration: L('6.9 s', '6,9 sn'), body: 'SUV', built: L('Berlin, Germany or Shanghai, China', 'Berlin, Almanya veya Şanghay, Çin') },
    physical: { materials: CAR_BODY, colours: ['Pearl White', 'Solid Black', 'Stealth Grey', 'Ultra Red'] },
    pro: L('Roomy SUV with a big boot', 'Geniş bagajlı, ferah SUV'),
    con: L('Firm ride', 'Sert sürüş'),
  }),
  car({
    id: 'bmw-i4', name: 'BMW i4', brand: 'BMW', aliases: ['bmw i4 edrive40', 'i4'], year: 2021,
    price: { model: 'one_off', amount: 4_200_000 }, rating: 4.6, scores: [8.9, 8.5, 9.0, 6.6],
    specs: { powertrain: L('Electric, 340 hp (eDrive40)', 'Elektrikli, 340 hp (eDrive40)'), range: L('Up to about 590 km (WLTP)', 'Yaklaşık 590 km’ye kadar (WLTP)'), acceleration: L('5.7 s', '5,7 sn'), body: 'Gran Coupé', built: L('Munich, Germany', 'Münih, Almanya') },
    physical: { materials: CAR_BODY, colours: ['Alpine White', 'Black Sapphire', 'Portimao Blue', 'Skyscraper Grey'] },
    pro: L('Drives like a BMW, with physical controls', 'Fiziksel kontrollerle gerçek bir BMW sürüşü'),
    con: L('High price after Turkish taxes on a large motor', 'Güçlü motor nedeniyle vergiler sonrası yüksek fiyat'),
  }),
  car({
    id: 'togg-t10x', name: 'Togg T10X', brand: 'Togg', aliases: ['togg', 't10x', 'togg t10 x'], year: 2023,
    price: { model: 'one_off', amount: 1_700_000 }, rating: 4.3, scores: [8.7, 8.2, 8.0, 8.2],
    specs: { powertrain: L('Electric, 218 hp (RWD)', 'Elektrikli, 218 hp (RWD)'), range: L('314 km (Standard) or 523 km (Long Range), WLTP', '314 km (Standart) veya 523 km (Uzun Menzil), WLTP'), acceleration: L('7.4 s', '7,4 sn'), body: 'SUV', built: L('Gemlik, Bursa, Türkiye', 'Gemlik, Bursa, Türkiye') },
    physical: { materials: CAR_BODY, colours: ['Anadolu', 'Oltu', 'Kapadokya', 'Ege', 'Pamukkale'] },
    pro: L('Made in Türkiye with a wide service network', 'Türkiye’de üretiliyor; geniş servis ağı'),
    con: L('Software features still maturing', 'Yazılım özellikleri hâlâ olgunlaşıyor'),
  }),
  car({
    id: 'renault-clio', name: 'Renault Clio', brand: 'Renault', aliases: ['clio', 'renault clio 5'], year: 2019,
    price: { model: 'one_off', amount: 1_100_000 }, rating: 4.4, scores: [8.0, 8.5, 7.2, 8.6],
    specs: { powertrain: L('1.0 TCe petrol, 90 hp', '1.0 TCe benzinli, 90 hp'), range: L('About 5.2 L/100 km (WLTP)', 'Yaklaşık 5,2 L/100 km (WLTP)'), acceleration: L('About 12 s', 'Yaklaşık 12 sn'), body: 'Hatchback', built: L('Bursa, Türkiye (Oyak Renault)', 'Bursa, Türkiye (Oyak Renault)') },
    physical: { materials: CAR_BODY, colours: ['Glacier White', 'Flame Red', 'Iron Blue', 'Titanium Grey'] },
    pro: L('Economical, easy to park, built in Bursa', 'Ekonomik, park etmesi kolay, Bursa’da üretiliyor'),
    con: L('Modest power on motorways', 'Otoyolda gücü sınırlı'),
  }),
  car({
    id: 'toyota-corolla', name: 'Toyota Corolla', brand: 'Toyota', aliases: ['corolla', 'toyota corolla hybrid', 'corolla sedan'], year: 2019,
    price: { model: 'one_off', amount: 1_400_000 }, rating: 4.5, scores: [7.8, 8.6, 7.6, 8.4],
    specs: { powertrain: L('1.5 petrol or 1.8 hybrid (140 hp)', '1.5 benzinli veya 1.8 hibrit (140 hp)'), range: L('About 4.5 L/100 km (hybrid, WLTP)', 'Yaklaşık 4,5 L/100 km (hibrit, WLTP)'), acceleration: L('About 9 s (hybrid)', 'Yaklaşık 9 sn (hibrit)'), body: 'Sedan', built: L('Sakarya, Türkiye', 'Sakarya, Türkiye') },
    physical: { materials: CAR_BODY, colours: ['Pure White', 'Attitude Black', 'Silver', 'Blue'] },
    pro: L('Frugal hybrid with a reputation for reliability', 'Güvenilirliğiyle bilinen, az yakan hibrit'),
    con: L('Unexciting to drive', 'Sürüşü heyecan vermiyor'),
  }),
  car({
    id: 'hyundai-bayon', name: 'Hyundai Bayon', brand: 'Hyundai', aliases: ['bayon'], year: 2021,
    price: { model: 'one_off', amount: 1_150_000 }, rating: 4.3, scores: [7.6, 8.3, 7.0, 8.5],
    specs: { powertrain: L('1.0 T-GDI petrol, 100 hp', '1.0 T-GDI benzinli, 100 hp'), range: L('About 5.4 L/100 km (WLTP)', 'Yaklaşık 5,4 L/100 km (WLTP)'), acceleration: L('About 11.7 s', 'Yaklaşık 11,7 sn'), body: L('Small crossover', 'Küçük crossover'), built: L('İzmit, Türkiye', 'İzmit, Türkiye') },
    physical: { materials: CAR_BODY, colours: ['Polar White', 'Phantom Black', 'Aqua Turquoise'] },
    pro: L('Practical and built in İzmit', 'Pratik, İzmit’te üretiliyor'),
    con: L('Plain interior plastics', 'İç mekânda sade plastikler'),
  }),
  car({
    id: 'peugeot-2008', name: 'Peugeot 2008', brand: 'Peugeot', aliases: ['2008', 'peugeot2008'], year: 2019,
    price: { model: 'one_off', amount: 1_600_000 }, rating: 4.3, scores: [8.6, 8.0, 7.6, 7.6],
    specs: { powertrain: L('1.2 PureTech petrol, 130 hp', '1.2 PureTech benzinli, 130 hp'), range: L('About 5.9 L/100 km (WLTP)', 'Yaklaşık 5,9 L/100 km (WLTP)'), acceleration: L('About 9 s', 'Yaklaşık 9 sn'), body: 'SUV', built: L('Spain and Morocco', 'İspanya ve Fas') },
    physical: { materials: CAR_BODY, colours: ['Okenite White', 'Perla Black', 'Vertigo Blue', 'Elixir Red'] },
    pro: L('Stylish design and i-Cockpit', 'Şık tasarım ve i-Cockpit'),
    con: L('Small steering wheel can hide the dials for some drivers', 'Küçük direksiyon bazı sürücülerde göstergeleri kapatıyor'),
  }),
  car({
    id: 'fiat-egea', name: 'Fiat Egea', brand: 'Fiat', aliases: ['egea', 'fiat egea sedan'], year: 2015,
    price: { model: 'one_off', amount: 1_000_000 }, rating: 4.2, scores: [7.2, 8.2, 6.8, 8.8],
    specs: { powertrain: L('1.4 Fire petrol, 95 hp', '1.4 Fire benzinli, 95 hp'), range: L('About 6.4 L/100 km (WLTP)', 'Yaklaşık 6,4 L/100 km (WLTP)'), acceleration: L('About 12 s', 'Yaklaşık 12 sn'), body: 'Sedan', built: L('Bursa, Türkiye (Tofaş)', 'Bursa, Türkiye (Tofaş)') },
    physical: { materials: CAR_BODY, colours: ['Gelato White', 'Cinema Black', 'Colosseo Grey'] },
    pro: L('Roomy and cheap to run; parts everywhere', 'Geniş, ekonomik; parça her yerde'),
    con: L('Dated safety and cabin', 'Eskimiş güvenlik donanımı ve kabin'),
  }),

  video({
    id: 'netflix', name: 'Netflix', brand: 'Netflix', aliases: ['netflix turkiye', 'netflix türkiye'], year: 2016,
    price: { model: 'monthly', amount: 189.99 }, rating: 4.5, scores: [8.8, 9.0, 9.0, 7.2],
    specs: { ads: L('No ad-supported plan in Türkiye', "Türkiye'de reklamlı paket yok"), uhd: L('Premium plan only (Dolby Vision, HDR10)', 'Yalnızca Premium pakette (Dolby Vision, HDR10)'), streams: L('1–4, depending on the plan', 'Pakete göre 1–4'), downloads: L('Yes', 'Var'), turkish: L('Many Turkish originals; Turkish dubbing and subtitles', 'Çok sayıda Türk yapımı; Türkçe dublaj ve altyazı') },
    pro: L('Largest catalogue with many Turkish originals', 'Çok sayıda Türk yapımıyla en geniş katalog'),
    con: L('4K costs the most expensive plan', '4K en pahalı pakette'),
  }),
  video({
    id: 'disney-plus', name: 'Disney+', brand: 'Disney', aliases: ['disney plus', 'disneyplus', 'disney+ türkiye'], year: 2022,
    price: { model: 'monthly', amount: 249.9 }, rating: 4.3, scores: [8.6, 8.7, 8.5, 7.4],
    specs: { ads: L('No ad-supported plan in Türkiye', "Türkiye'de reklamlı paket yok"), uhd: L('Yes (Dolby Vision, HDR10)', 'Var (Dolby Vision, HDR10)'), streams: '4', downloads: L('Yes', 'Var'), turkish: L('Some local originals; Turkish dubbing', 'Bazı yerli yapımlar; Türkçe dublaj') },
    pro: L('Marvel, Star Wars, Pixar and 4K included', 'Marvel, Star Wars, Pixar ve 4K dahil'),
    con: L('Fewer Turkish productions than Netflix', "Netflix'e göre daha az Türk yapımı"),
  }),
  video({
    id: 'prime-video', name: 'Amazon Prime Video', brand: 'Amazon', aliases: ['prime video', 'amazon prime', 'amazon prime video türkiye'], year: 2016,
    price: { model: 'monthly', amount: 59.9 }, rating: 4.2, scores: [7.8, 7.9, 8.4, 9.0],
    specs: { ads: L('No ads in Türkiye', "Türkiye'de reklam yok"), uhd: L('Yes, on selected titles', 'Var, seçili yapımlarda'), streams: '3', downloads: L('Yes', 'Var'), turkish: L('Growing number of Turkish originals', 'Artan sayıda Türk yapımı') },
    pro: L('Cheapest, and comes with Amazon Prime shipping', 'En ucuzu; Amazon Prime kargo avantajıyla geliyor'),
    con: L('App is harder to browse', 'Uygulamada gezinmek daha zor'),
  }),
  video({
    id: 'hbo-max', name: 'HBO Max', brand: 'Warner Bros. Discovery', aliases: ['max', 'hbo', 'blutv', 'hbomax'], year: 2025,
    price: { model: 'monthly', amount: 199.9 }, rating: 4.2, scores: [8.3, 8.2, 8.6, 7.8],
    specs: { ads: L('No', 'Yok'), uhd: L('Yes, on selected titles', 'Var, seçili yapımlarda'), streams: L('2–4, depending on the plan', 'Pakete göre 2–4'), downloads: L('Yes', 'Var'), turkish: L('BluTV’s Turkish series plus HBO originals', "BluTV’nin Türk dizileri ve HBO yapımları") },
    pro: L('HBO series and the former BluTV catalogue', 'HBO dizileri ve eski BluTV kataloğu'),
    con: L('New in Türkiye (replaced BluTV in 2025)', "Türkiye'de yeni (2025'te BluTV'nin yerini aldı)"),
  }),
  video({
    id: 'youtube-premium', name: 'YouTube Premium', brand: 'Google', aliases: ['youtube premium türkiye', 'yt premium'], year: 2018,
    price: { model: 'monthly', amount: 79.99 }, rating: 4.4, scores: [8.4, 9.0, 8.8, 8.6],
    specs: { ads: L('Removes YouTube ads', "YouTube reklamlarını kaldırıyor"), uhd: L('Yes (as uploaded)', 'Var (yüklendiği kalitede)'), streams: L('1 (family plan: 6 accounts)', '1 (aile paketi: 6 hesap)'), downloads: L('Yes', 'Var'), turkish: L('All of YouTube, including Turkish creators', 'Türk içerik üreticileri dahil tüm YouTube') },
    pro: L('No ads, background play and YouTube Music included', 'Reklamsız, arka planda oynatma ve YouTube Music dahil'),
    con: L('No films or series of its own to speak of', 'Kayda değer kendi film ve dizisi yok'),
  }),
  video({
    id: 'exxen', name: 'Exxen', brand: 'Acun Medya', aliases: ['exxen spor', 'exxenspor'], year: 2021,
    price: { model: 'monthly', amount: 159.9 }, rating: 3.9, scores: [7.2, 7.6, 7.0, 7.6],
    specs: { ads: L('Ad-supported plan available', 'Reklamlı paket mevcut'), uhd: L('No', 'Yok'), streams: L('Up to 2', '2’ye kadar'), downloads: L('Yes', 'Var'), turkish: L('Almost all Turkish originals, plus football', 'Neredeyse tamamı Türk yapımı; futbol yayınları') },
    pro: L('Turkish comedy originals and football', 'Türk komedi yapımları ve futbol'),
    con: L('Small catalogue and no 4K', 'Küçük katalog, 4K yok'),
  }),

  music({
    id: 'spotify', name: 'Spotify', brand: 'Spotify', aliases: ['spotify premium', 'spotify türkiye'], year: 2013,
    price: { model: 'monthly', amount: 99 }, rating: 4.6, scores: [8.8, 9.2, 8.6, 8.2],
    specs: { catalogue: L('100M+ tracks, podcasts and audiobooks', '100 milyon+ şarkı, podcast ve sesli kitap'), quality: L('Up to 320 kbps', '320 kbps’ye kadar'), free: L('Yes, with ads', 'Var, reklamlı'), family: L('Yes (up to 6 accounts)', 'Var (6 hesaba kadar)'), offline: L('Premium only', 'Yalnızca Premium') },
    pro: L('Best playlists and recommendations', 'En iyi çalma listeleri ve öneriler'),
    con: L('No hi-res lossless in this price band', 'Bu fiyat bandında yüksek çözünürlüklü kayıpsız ses yok'),
  }),
  music({
    id: 'apple-music', name: 'Apple Music', brand: 'Apple', aliases: ['apple müzik'], year: 2015,
    price: { model: 'monthly', amount: 59.99 }, rating: 4.5, scores: [8.6, 8.6, 9.2, 8.4],
    specs: { catalogue: L('100M+ tracks', '100 milyon+ şarkı'), quality: L('Lossless up to 24-bit/192 kHz, Dolby Atmos', '24-bit/192 kHz’e kadar kayıpsız, Dolby Atmos'), free: L('No (trial only)', 'Yok (yalnızca deneme)'), family: L('Yes (up to 6 people)', 'Var (6 kişiye kadar)'), offline: L('Yes', 'Var') },
    pro: L('Lossless and spatial audio at no extra cost', 'Ek ücret olmadan kayıpsız ve uzamsal ses'),
    con: L('No free tier; best on Apple devices', 'Ücretsiz paketi yok; en iyisi Apple cihazlarda'),
  }),
  music({
    id: 'youtube-music', name: 'YouTube Music', brand: 'Google', aliases: ['youtube music premium', 'yt music'], year: 2018,
    price: { model: 'monthly', amount: 59.99 }, rating: 4.2, scores: [7.8, 8.4, 8.0, 8.4],
    specs: { catalogue: L('100M+ tracks plus YouTube live versions and covers', '100 milyon+ şarkı, YouTube canlı kayıt ve cover’ları'), quality: '256 kbps AAC', free: L('Yes, with ads and no background play', 'Var; reklamlı, arka planda çalma yok'), family: L('Yes', 'Var'), offline: L('Premium only', 'Yalnızca Premium') },
    pro: L('Finds rare live recordings and covers', 'Nadir canlı kayıtları ve cover’ları buluyor'),
    con: L('Library management is clumsy', 'Kütüphane yönetimi hantal'),
  }),
  music({
    id: 'deezer', name: 'Deezer', brand: 'Deezer', aliases: ['deezer premium'], year: 2007,
    price: { model: 'monthly', amount: 69.99 }, rating: 4.1, scores: [7.6, 8.0, 8.4, 8.0],
    specs: { catalogue: L('120M+ tracks', '120 milyon+ şarkı'), quality: L('FLAC 16-bit lossless', 'FLAC 16-bit kayıpsız'), free: L('Yes, with ads', 'Var, reklamlı'), family: L('Yes', 'Var'), offline: L('Premium only', 'Yalnızca Premium') },
    pro: L('Lossless FLAC in the standard plan', 'Standart pakette kayıpsız FLAC'),
    con: L('Weaker recommendations than Spotify', "Spotify'a göre daha zayıf öneriler"),
  }),

  bank({
    id: 'garanti-bbva', name: 'Garanti BBVA', brand: 'BBVA', aliases: ['garanti', 'garanti bankası', 'garanti bonus', 'bonus card', 'bonus kart'], year: 1946,
    price: { model: 'varies' }, rating: 4.4, scores: [8.8, 8.7, 8.6, 7.6],
    specs: { type: L('Private bank (BBVA group)', 'Özel banka (BBVA grubu)'), app: 'Garanti BBVA Mobile', card: 'Bonus', digital: L('Full account opening in the app', 'Uygulamadan tam hesap açılışı') },
    pro: L('One of the most polished banking apps', 'En özenli bankacılık uygulamalarından biri'),
    con: L('Card and account fees vary by product', 'Kart ve hesap ücretleri ürüne göre değişiyor'),
  }),
  bank({
    id: 'akbank', name: 'Akbank', brand: 'Sabancı', aliases: ['akbank axess', 'axess'], year: 1948,
    price: { model: 'varies' }, rating: 4.3, scores: [8.5, 8.5, 8.5, 7.6],
    specs: { type: L('Private bank (Sabancı Holding)', 'Özel banka (Sabancı Holding)'), app: 'Akbank Mobile', card: 'Axess', digital: L('Full account opening in the app', 'Uygulamadan tam hesap açılışı') },
    pro: L('Strong app and Axess card programme', 'Güçlü uygulama ve Axess kart programı'),
    con: L('Card and account fees vary by product', 'Kart ve hesap ücretleri ürüne göre değişiyor'),
  }),
  bank({
    id: 'is-bankasi', name: 'İş Bankası', brand: 'İş Bankası', aliases: ['is bankasi', 'türkiye iş bankası', 'isbank', 'maximum kart', 'maximum'], year: 1924,
    price: { model: 'varies' }, rating: 4.3, scores: [8.2, 8.4, 8.8, 7.6],
    specs: { type: L('Private bank (largest by assets among private banks)', 'Özel banka (aktif büyüklüğünde en büyük özel banka)'), app: 'İşCep', card: 'Maximum', digital: L('Full account opening in the app', 'Uygulamadan tam hesap açılışı') },
    pro: L('Very wide branch and ATM network', 'Çok geniş şube ve ATM ağı'),
    con: L('Card and account fees vary by product', 'Kart ve hesap ücretleri ürüne göre değişiyor'),
  }),
  bank({
    id: 'yapi-kredi', name: 'Yapı Kredi', brand: 'Koç', aliases: ['yapi kredi', 'yapı kredi bankası', 'world card', 'worldcard'], year: 1944,
    price: { model: 'varies' }, rating: 4.2, scores: [8.3, 8.3, 8.4, 7.6],
    specs: { type: L('Private bank (Koç Holding)', 'Özel banka (Koç Holding)'), app: 'Yapı Kredi Mobile', card: 'World', digital: L('Full account opening in the app', 'Uygulamadan tam hesap açılışı') },
    pro: L('World card is accepted for instalments at many shops', 'World kart birçok mağazada taksitle geçiyor'),
    con: L('Card and account fees vary by product', 'Kart ve hesap ücretleri ürüne göre değişiyor'),
  }),
  bank({
    id: 'ziraat', name: 'Ziraat Bankası', brand: 'Ziraat', aliases: ['ziraat', 'ziraat bankasi', 'tc ziraat bankası', 'bankkart'], year: 1863,
    price: { model: 'varies' }, rating: 4.1, scores: [7.6, 8.0, 8.6, 8.2],
    specs: { type: L('State bank (largest in Türkiye)', 'Kamu bankası (Türkiye’nin en büyüğü)'), app: 'Ziraat Mobil', card: 'Bankkart', digital: L('Full account opening in the app', 'Uygulamadan tam hesap açılışı') },
    pro: L('Branches in almost every town', 'Neredeyse her ilçede şube'),
    con: L('Busier branches and a plainer app', 'Kalabalık şubeler ve daha sade uygulama'),
  }),
  bank({
    id: 'enpara', name: 'Enpara.com', brand: 'Enpara', aliases: ['enpara', 'enpara bank', 'enpara.com bank'], year: 2012,
    price: { model: 'varies' }, rating: 4.6, scores: [8.7, 9.0, 7.8, 9.0],
    specs: { type: L('Digital bank (no branches)', 'Dijital banka (şubesiz)'), app: 'Enpara.com', card: L('Enpara.com credit card', 'Enpara.com kredi kartı'), digital: L('Digital only', 'Yalnızca dijital') },
    pro: L('Free transfers and no account fees', 'Ücretsiz havale/EFT ve hesap ücreti yok'),
    con: L('No branches for in-person help', 'Yüz yüze destek için şube yok'),
  }),

  place({
    id: 'istanbul', name: 'Istanbul', brand: 'Türkiye', aliases: ['istanbul', 'i̇stanbul', 'İstanbul'], year: 0,
    price: { model: 'varies' }, rating: 4.7, scores: [9.4, 7.4, 9.6, 7.8],
    specs: { country: 'Türkiye', season: L('April–May and September–October', 'Nisan–Mayıs ve Eylül–Ekim'), airport: 'IST, SAW', known: L('Hagia Sophia, the Bosphorus, Grand Bazaar', 'Ayasofya, Boğaz, Kapalıçarşı'), visa: NO_VISA },
    pro: L('History, food and the Bosphorus in one city', 'Tarih, yemek ve Boğaz tek şehirde'),
    con: L('Traffic and crowds', 'Trafik ve kalabalık'),
  }),
  place({
    id: 'antalya', name: 'Antalya', brand: 'Türkiye', aliases: ['antalya'], year: 0,
    price: { model: 'varies' }, rating: 4.6, scores: [9.0, 8.4, 8.6, 8.4],
    specs: { country: 'Türkiye', season: L('May–October', 'Mayıs–Ekim'), airport: 'AYT', known: L('Beaches, Kaleiçi, Aspendos and Perge', 'Plajlar, Kaleiçi, Aspendos ve Perge'), visa: NO_VISA },
    pro: L('Long beach season and all-inclusive resorts', 'Uzun plaj sezonu ve her şey dahil oteller'),
    con: L('Very hot in July and August', 'Temmuz ve ağustosta çok sıcak'),
  }),
  place({
    id: 'cappadocia', name: 'Cappadocia', brand: 'Türkiye', aliases: ['kapadokya', 'cappadocia', 'göreme', 'goreme'], year: 0,
    price: { model: 'varies' }, rating: 4.8, scores: [9.6, 7.6, 8.4, 7.8],
    specs: { country: 'Türkiye', season: L('April–June and September–October', 'Nisan–Haziran ve Eylül–Ekim'), airport: L('NAV (Nevşehir), ASR (Kayseri)', 'NAV (Nevşehir), ASR (Kayseri)'), known: L('Hot-air balloons, fairy chimneys, cave hotels', 'Sıcak hava balonları, peri bacaları, mağara oteller'), visa: NO_VISA },
    pro: L('Unique landscape and balloon flights at sunrise', 'Eşsiz manzara ve gün doğumunda balon turları'),
    con: L('You need a car or tours to get around', 'Gezmek için araç ya da tur gerekiyor'),
  }),
  place({
    id: 'bodrum', name: 'Bodrum', brand: 'Türkiye', aliases: ['bodrum'], year: 0,
    price: { model: 'varies' }, rating: 4.5, scores: [8.8, 8.0, 8.4, 6.8],
    specs: { country: 'Türkiye', season: L('June–September', 'Haziran–Eylül'), airport: L('BJV (Milas-Bodrum)', 'BJV (Milas-Bodrum)'), known: L('Bays, marinas, nightlife, Bodrum Castle', 'Koylar, marinalar, gece hayatı, Bodrum Kalesi'), visa: NO_VISA },
    pro: L('Beautiful bays and lively summers', 'Güzel koylar ve hareketli yazlar'),
    con: L('Among the most expensive resorts in Türkiye', "Türkiye'nin en pahalı tatil yerlerinden"),
  }),
  place({
    id: 'paris', name: 'Paris', brand: 'France', aliases: ['paris'], year: 0,
    price: { model: 'varies' }, rating: 4.6, scores: [9.5, 8.6, 9.5, 6.4],
    specs: { country: L('France', 'Fransa'), season: L('April–June and September–October', 'Nisan–Haziran ve Eylül–Ekim'), airport: 'CDG, ORY', known: L('The Louvre, the Eiffel Tower, cafés', 'Louvre, Eyfel Kulesi, kafeler'), visa: SCHENGEN },
    pro: L('World-class museums and an easy metro', 'Dünya çapında müzeler ve kolay metro'),
    con: L('Expensive, and a visa for most Turkish passports', 'Pahalı; çoğu Türk pasaportu için vize gerekiyor'),
  }),
  place({
    id: 'rome', name: 'Rome', brand: 'Italy', aliases: ['roma', 'rome'], year: 0,
    price: { model: 'varies' }, rating: 4.7, scores: [9.5, 8.0, 9.4, 7.0],
    specs: { country: L('Italy', 'İtalya'), season: L('April–June and September–October', 'Nisan–Haziran ve Eylül–Ekim'), airport: 'FCO, CIA', known: L('The Colosseum, the Vatican, Roman food', 'Kolezyum, Vatikan, Roma mutfağı'), visa: SCHENGEN },
    pro: L('Ancient history on every corner', 'Her köşede antik tarih'),
    con: L('Crowded in summer; visa needed', 'Yazın kalabalık; vize gerekiyor'),
  }),
  place({
    id: 'tokyo', name: 'Tokyo', brand: 'Japan', aliases: ['tokyo', 'tokio'], year: 0,
    price: { model: 'varies' }, rating: 4.8, scores: [9.3, 9.0, 9.6, 7.2],
    specs: { country: L('Japan', 'Japonya'), season: L('March–May and October–November', 'Mart–Mayıs ve Ekim–Kasım'), airport: 'HND, NRT', known: L('Food, temples, neighbourhoods like Shibuya', 'Yemek, tapınaklar, Shibuya gibi semtler'), visa: L('Visa-free for Turkish passports (up to 90 days)', 'Türk pasaportuyla vizesiz (90 güne kadar)') },
    pro: L('Safe, clean and superb public transport', 'Güvenli, temiz ve mükemmel toplu taşıma'),
    con: L('Long and costly flight from Türkiye', "Türkiye'den uzun ve pahalı uçuş"),
  }),
];
