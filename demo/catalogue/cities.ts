// Cities in Türkiye people compare to live in. Populations are TÜİK's address-based figures for the
// end of 2024, rounded; costs of living are relative, since rents differ more between districts than
// between cities and change every few months. Holiday places (Bodrum, Cappadocia) stay travel entries.
import { claim, L, type CatalogueEntry } from '../types';

type Draft = Omit<CatalogueEntry, 'category' | 'brand' | 'year' | 'price'>;
const city = (e: Draft): CatalogueEntry => ({
  ...e,
  category: 'city',
  brand: 'Türkiye',
  // A city has no launch year and no single price.
  year: 0,
  price: { model: 'varies' },
});

const MARMARA = L('Marmara', 'Marmara');
const CENTRAL = L('Central Anatolia', 'İç Anadolu');
const MEDITERRANEAN = L('Mediterranean', 'Akdeniz');
const CONTINENTAL = L(
  'Continental: cold, snowy winters; hot, dry summers',
  'Karasal: kışlar soğuk ve karlı, yazlar sıcak ve kurak',
);
const AFFORDABLE = L('Among the more affordable large cities', 'Büyük şehirler arasında görece uygun');
const HIGH_RENTS = L('Rents among the highest in Türkiye', 'Kiralar Türkiye’nin en yükseklerinden');

export const CITIES: readonly CatalogueEntry[] = [
  city({
    id: 'istanbul',
    name: 'İstanbul',
    aliases: ['istanbul', 'i̇stanbul', 'İstanbul', 'ist'],
    rating: 4.3,
    scores: [7.4, 6.6, 9.6, 5.4],
    specs: {
      region: MARMARA,
      population: L('About 15.7 million', 'Yaklaşık 15,7 milyon'),
      climate: L('Mild and humid: rainy winters, warm summers', 'Ilıman ve nemli: kışlar yağışlı, yazlar sıcak'),
      transport: L(
        'Metro, Marmaray, Metrobüs and ferries; two airports (IST, SAW)',
        'Metro, Marmaray, metrobüs ve vapurlar; iki havalimanı (IST, SAW)',
      ),
      living: L('The most expensive city in Türkiye to live in', 'Türkiye’de yaşaması en pahalı şehir'),
      known: L('The largest job market; finance, trade and culture', 'En büyük iş piyasası; finans, ticaret ve kültür'),
    },
    pro: claim(
      'The most jobs, culture and flights in the country',
      'Ülkedeki en çok iş, kültür ve uçuş seçeneği',
      'performance',
    ),
    con: claim('Traffic, crowds and high rents', 'Trafik, kalabalık ve yüksek kiralar', 'usability', 'pricing'),
  }),
  city({
    id: 'ankara',
    name: 'Ankara',
    aliases: ['ankara'],
    rating: 4.1,
    scores: [7.6, 7.8, 8.4, 7.6],
    specs: {
      region: CENTRAL,
      population: L('About 5.9 million', 'Yaklaşık 5,9 milyon'),
      climate: CONTINENTAL,
      transport: L(
        'Metro and Ankaray; high-speed trains (YHT) to İstanbul, Konya and Eskişehir; Esenboğa airport',
        'Metro ve Ankaray; İstanbul, Konya ve Eskişehir’e YHT; Esenboğa Havalimanı',
      ),
      living: L('Cheaper than İstanbul and İzmir', 'İstanbul ve İzmir’den ucuz'),
      known: L(
        'The capital: public sector, universities, defence industry',
        'Başkent: kamu, üniversiteler, savunma sanayii',
      ),
    },
    pro: claim(
      'Planned, green districts and lower rents than İstanbul',
      'Planlı, yeşil semtler ve İstanbul’dan düşük kiralar',
      'design',
      'pricing',
    ),
    con: claim('Cold winters and no sea', 'Soğuk kışlar ve deniz yok', 'design'),
  }),
  city({
    id: 'izmir',
    name: 'İzmir',
    aliases: ['izmir', 'i̇zmir', 'İzmir'],
    rating: 4.4,
    scores: [8.8, 7.8, 8.0, 6.6],
    specs: {
      region: L('Aegean', 'Ege'),
      population: L('About 4.5 million', 'Yaklaşık 4,5 milyon'),
      climate: L('Mediterranean: hot, dry summers; mild winters', 'Akdeniz iklimi: yazlar sıcak ve kurak, kışlar ılık'),
      transport: L(
        'Metro, İZBAN commuter rail, trams and ferries; Adnan Menderes airport',
        'Metro, İZBAN banliyö treni, tramvay ve vapurlar; Adnan Menderes Havalimanı',
      ),
      living: HIGH_RENTS,
      known: L('Relaxed coastal life, a big port and trade', 'Rahat sahil yaşamı, büyük liman ve ticaret'),
    },
    pro: claim('The sea, a mild climate and a relaxed pace', 'Deniz, ılıman iklim ve sakin bir tempo', 'design'),
    con: claim(
      'Fewer jobs than İstanbul, with rents almost as high',
      'İstanbul’dan az iş, ama kiralar neredeyse onun kadar yüksek',
      'performance',
      'pricing',
    ),
  }),
  city({
    id: 'antalya',
    name: 'Antalya',
    aliases: ['antalya'],
    rating: 4.3,
    scores: [8.6, 7.2, 7.4, 6.4],
    specs: {
      region: MEDITERRANEAN,
      population: L('About 2.7 million', 'Yaklaşık 2,7 milyon'),
      climate: L('Mediterranean: very hot summers, mild winters', 'Akdeniz iklimi: yazlar çok sıcak, kışlar ılık'),
      transport: L('Trams and buses; Antalya airport (AYT)', 'Tramvay ve otobüs; Antalya Havalimanı (AYT)'),
      living: L('Rents rose sharply after 2022', 'Kiralar 2022’den sonra hızla yükseldi'),
      known: L('Tourism, beaches and farming', 'Turizm, plajlar ve tarım'),
    },
    pro: claim('Beaches and winter sun', 'Plajlar ve kışın bile güneş', 'design'),
    con: claim(
      'A seasonal, tourism-led job market and very hot summers',
      'Turizme bağlı, mevsimlik iş piyasası ve çok sıcak yazlar',
      'performance',
      { row: 'climate', has: L('very hot summers', 'yazlar çok sıcak') },
    ),
  }),
  city({
    id: 'bursa',
    name: 'Bursa',
    aliases: ['bursa'],
    rating: 4.1,
    scores: [7.6, 7.2, 8.0, 7.6],
    specs: {
      region: MARMARA,
      population: L('About 3.2 million', 'Yaklaşık 3,2 milyon'),
      climate: L('Mild and humid, with snow on Uludağ', 'Ilıman ve nemli; Uludağ’da kar'),
      transport: L(
        'Bursaray light rail and trams; sea buses to İstanbul',
        'Bursaray hafif raylı sistemi ve tramvay; İstanbul’a deniz otobüsü',
      ),
      living: L('Cheaper than İstanbul', 'İstanbul’dan ucuz'),
      known: L('Car and textile industry, Uludağ', 'Otomotiv ve tekstil sanayii, Uludağ'),
    },
    pro: claim('Industrial jobs with İstanbul within reach', 'Sanayide iş imkânı; İstanbul yakın', 'performance'),
    con: claim('Heavy traffic around the industrial zones', 'Sanayi bölgeleri çevresinde yoğun trafik', 'usability'),
  }),
  city({
    id: 'eskisehir',
    name: 'Eskişehir',
    aliases: ['eskisehir', 'eskişehir'],
    rating: 4.4,
    scores: [8.2, 8.6, 7.0, 8.2],
    specs: {
      region: CENTRAL,
      population: L('About 0.9 million', 'Yaklaşık 900 bin'),
      climate: CONTINENTAL,
      transport: L('Trams; high-speed trains to Ankara and İstanbul', 'Tramvay; Ankara ve İstanbul’a YHT'),
      living: AFFORDABLE,
      known: L(
        'A student city (Anadolu, Osmangazi and Eskişehir Technical universities)',
        'Öğrenci şehri (Anadolu, Osmangazi ve Eskişehir Teknik üniversiteleri)',
      ),
    },
    pro: claim('Young, tidy and easy to get around', 'Genç, düzenli ve ulaşımı kolay', 'usability', 'design'),
    con: claim(
      'A small job market outside industry and the universities',
      'Sanayi ve üniversiteler dışında dar iş piyasası',
      'performance',
    ),
  }),
  city({
    id: 'konya',
    name: 'Konya',
    aliases: ['konya'],
    rating: 4.0,
    scores: [7.2, 7.8, 7.2, 8.6],
    specs: {
      region: CENTRAL,
      population: L('About 2.3 million', 'Yaklaşık 2,3 milyon'),
      climate: L('Continental and dry: cold winters, hot summers', 'Karasal ve kurak: kışlar soğuk, yazlar sıcak'),
      transport: L(
        'Trams and cycle lanes; high-speed trains to Ankara and İstanbul',
        'Tramvay ve bisiklet yolları; Ankara ve İstanbul’a YHT',
      ),
      living: AFFORDABLE,
      known: L('Farming and manufacturing; Mevlana', 'Tarım ve imalat; Mevlâna'),
    },
    pro: claim(
      'Low cost of living, flat and good for cycling',
      'Düşük yaşam maliyeti; düz ve bisiklete elverişli',
      'pricing',
      'usability',
    ),
    con: claim('A dry climate, far from the sea', 'Kurak iklim; denize uzak', 'design'),
  }),
  city({
    id: 'adana',
    name: 'Adana',
    aliases: ['adana'],
    rating: 4.0,
    scores: [7.0, 7.0, 7.4, 8.4],
    specs: {
      region: MEDITERRANEAN,
      population: L('About 2.3 million', 'Yaklaşık 2,3 milyon'),
      climate: L('Hot, humid summers; mild winters', 'Yazlar sıcak ve nemli, kışlar ılık'),
      transport: L('One metro line and buses; Çukurova airport', 'Bir metro hattı ve otobüsler; Çukurova Havalimanı'),
      living: AFFORDABLE,
      known: L('Farming, trade and its food', 'Tarım, ticaret ve mutfağı'),
    },
    pro: claim('Affordable, with famous food', 'Uygun fiyatlı; mutfağı meşhur', 'pricing'),
    con: claim('Very hot, humid summers', 'Çok sıcak ve nemli yazlar', 'design'),
  }),
  city({
    id: 'gaziantep',
    name: 'Gaziantep',
    aliases: ['gaziantep', 'antep'],
    rating: 4.1,
    scores: [7.2, 7.2, 7.8, 8.4],
    specs: {
      region: L('Southeastern Anatolia', 'Güneydoğu Anadolu'),
      population: L('About 2.2 million', 'Yaklaşık 2,2 milyon'),
      climate: L('Hot, dry summers; cold winters', 'Yazlar sıcak ve kurak, kışlar soğuk'),
      transport: L(
        'Trams and the Gaziray commuter line; Gaziantep airport',
        'Tramvay ve Gaziray banliyö hattı; Gaziantep Havalimanı',
      ),
      living: AFFORDABLE,
      known: L('Industry and exports; a UNESCO City of Gastronomy', 'Sanayi ve ihracat; UNESCO gastronomi şehri'),
    },
    pro: claim('Strong industry and food culture', 'Güçlü sanayi ve yemek kültürü', 'performance'),
    con: claim(
      'Still rebuilding after the 2023 earthquakes',
      '2023 depremlerinin ardından yeniden yapılanma sürüyor',
      'design',
    ),
  }),
  city({
    id: 'trabzon',
    name: 'Trabzon',
    aliases: ['trabzon'],
    rating: 4.1,
    scores: [8.0, 6.6, 6.8, 7.8],
    specs: {
      region: L('Black Sea', 'Karadeniz'),
      population: L('About 0.8 million', 'Yaklaşık 800 bin'),
      climate: L('Rain all year; mild temperatures', 'Her mevsim yağışlı; sıcaklıklar ılıman'),
      transport: L(
        'Buses and minibuses; Trabzon airport; no railway',
        'Otobüs ve dolmuş; Trabzon Havalimanı; demiryolu yok',
      ),
      living: L('Moderate', 'Orta düzeyde'),
      known: L(
        'Black Sea trade, green valleys, Uzungöl nearby',
        'Karadeniz ticareti, yeşil vadiler, yakınında Uzungöl',
      ),
    },
    pro: claim('Green nature and the sea, with mild summers', 'Yeşil doğa ve deniz; yazlar ılıman', 'design'),
    con: claim(
      'Rainy, with narrow land and no rail link',
      'Yağışlı; dar arazi ve demiryolu bağlantısı yok',
      'design',
      'usability',
    ),
  }),
  city({
    id: 'kayseri',
    name: 'Kayseri',
    aliases: ['kayseri'],
    rating: 4.0,
    scores: [7.4, 7.6, 7.4, 8.4],
    specs: {
      region: CENTRAL,
      population: L('About 1.5 million', 'Yaklaşık 1,5 milyon'),
      climate: CONTINENTAL,
      transport: L('Trams and buses; Kayseri airport', 'Tramvay ve otobüs; Kayseri Havalimanı'),
      living: AFFORDABLE,
      known: L(
        'Furniture and textile industry, trade; Erciyes ski resort',
        'Mobilya ve tekstil sanayii, ticaret; Erciyes Kayak Merkezi',
      ),
    },
    pro: claim('Affordable, with skiing on Erciyes nearby', 'Uygun fiyatlı; yakınında Erciyes’te kayak', 'pricing', {
      row: 'known',
      has: 'Erciyes',
    }),
    con: claim('Cold winters, far from the sea', 'Soğuk kışlar; denize uzak', 'design'),
  }),
  city({
    id: 'kocaeli',
    name: 'Kocaeli',
    aliases: ['kocaeli', 'izmit'],
    rating: 3.9,
    scores: [7.0, 7.4, 8.4, 7.4],
    specs: {
      region: MARMARA,
      population: L('About 2.1 million', 'Yaklaşık 2,1 milyon'),
      climate: L('Mild and humid: rainy winters, warm summers', 'Ilıman ve nemli: kışlar yağışlı, yazlar sıcak'),
      transport: L(
        'A tram in İzmit; trains and the motorway to İstanbul',
        'İzmit’te tramvay; İstanbul’a tren ve otoyol',
      ),
      living: L('Cheaper than İstanbul', 'İstanbul’dan ucuz'),
      known: L(
        'Heavy industry: car plants, petrochemicals, ports',
        'Ağır sanayi: otomotiv fabrikaları, petrokimya, limanlar',
      ),
    },
    pro: claim(
      'Many industrial jobs, an hour or so from İstanbul',
      'Çok sayıda sanayi işi; İstanbul’a yaklaşık bir saat',
      'performance',
      { row: 'known', has: L('Heavy industry', 'Ağır sanayi') },
    ),
    con: claim('Industry, traffic and earthquake risk', 'Sanayi, trafik ve deprem riski', 'design', 'usability'),
  }),
];
