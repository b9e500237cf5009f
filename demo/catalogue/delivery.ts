// Meal and grocery delivery apps used in Türkiye's cities. The apps cost nothing to install; what
// an order costs depends on the basket, the restaurant and the delivery fee, so each is priced as
// "varies". Membership schemes change often: a row is left unstated unless its name is certain.
import { claim, L, type CatalogueEntry, inCategory } from '../types';

const app = inCategory('food_delivery');

const PER_ORDER = { model: 'varies' } as const;

export const DELIVERY: readonly CatalogueEntry[] = [
  app({
    id: 'getir',
    name: 'Getir',
    brand: 'Getir',
    aliases: ['getir app', 'getir market', 'getir yemek', 'getiryemek'],
    year: 2015,
    price: PER_ORDER,
    rating: 4.4,
    scores: [8.6, 8.8, 8.4, 7.4],
    specs: {
      offer: L(
        'Groceries in minutes, plus restaurant meals (GetirYemek)',
        'Dakikalar içinde market ürünleri; ayrıca restoran yemekleri (GetirYemek)',
      ),
      model: L(
        'Groceries from its own dark stores, by its own couriers',
        'Market ürünleri kendi depolarından, kendi kuryeleriyle',
      ),
      owner: L('Getir, a start-up founded in İstanbul', 'İstanbul’da kurulan bir girişim olan Getir'),
    },
    unstated: ['membership'],
    pro: claim('Groceries at the door in minutes', 'Market ürünleri dakikalar içinde kapıda', 'performance', {
      row: 'offer',
      has: L('minutes', 'dakika'),
    }),
    con: claim('Prices are often above a supermarket’s', 'Fiyatlar çoğu zaman süpermarketin üzerinde', 'pricing'),
  }),
  app({
    id: 'yemeksepeti',
    name: 'Yemeksepeti',
    brand: 'Yemeksepeti',
    aliases: ['yemek sepeti', 'yemeksepeti.com', 'yemeksepeti market'],
    year: 2001,
    price: PER_ORDER,
    rating: 4.5,
    scores: [8.2, 8.6, 8.8, 7.8],
    specs: {
      offer: L(
        'Restaurant meals, plus groceries (Yemeksepeti Market)',
        'Restoran yemekleri; ayrıca market ürünleri (Yemeksepeti Market)',
      ),
      model: L(
        'Restaurants deliver with their own couriers or with Yemeksepeti’s',
        'Restoranlar kendi kuryeleriyle ya da Yemeksepeti kuryeleriyle gönderiyor',
      ),
      owner: L('Delivery Hero (since 2015)', 'Delivery Hero (2015’ten beri)'),
    },
    unstated: ['membership'],
    pro: claim('The most restaurants to choose from', 'Seçilecek en çok restoran', 'performance'),
    con: claim(
      'Many restaurants send their own couriers, so delivery times vary',
      'Birçok restoran kendi kuryesini gönderiyor; teslimat süresi değişken',
      { row: 'model', has: L('own couriers', 'kendi kurye') },
    ),
  }),
  app({
    id: 'trendyol-go',
    name: 'Trendyol Go',
    brand: 'Trendyol',
    aliases: ['trendyolgo', 'trendyol yemek', 'trendyol go yemek'],
    year: 0,
    price: PER_ORDER,
    rating: 4.4,
    scores: [8.4, 8.6, 8.0, 8.0],
    specs: {
      offer: L('Restaurant meals and groceries', 'Restoran yemekleri ve market ürünleri'),
      owner: L('Trendyol; Uber agreed in May 2025 to buy it', 'Trendyol; Uber, Mayıs 2025’te satın almak için anlaştı'),
    },
    unstated: ['model', 'membership'],
    pro: claim(
      'Orders with the Trendyol account you already have',
      'Mevcut Trendyol hesabınızla sipariş verebiliyorsunuz',
      'usability',
    ),
    con: claim(
      'Fewer restaurants outside the big cities',
      'Büyük şehirler dışında restoran seçeneği az',
      'performance',
    ),
  }),
  app({
    id: 'migros-hemen',
    name: 'Migros Hemen',
    brand: 'Migros',
    aliases: ['migroshemen', 'migros sanal market hemen', 'hemen migros'],
    year: 0,
    price: PER_ORDER,
    rating: 4.3,
    scores: [8.0, 8.4, 8.0, 8.2],
    specs: {
      offer: L('Groceries; meals are ordered through Migros Yemek', 'Market ürünleri; yemek Migros Yemek üzerinden'),
      model: L('Delivered from a nearby Migros store', 'Yakındaki bir Migros mağazasından teslim'),
      owner: L('Migros Ticaret (Anadolu Group)', 'Migros Ticaret (Anadolu Grubu)'),
      membership: L('Migros Money loyalty card and points', 'Migros Money sadakat kartı ve puanları'),
    },
    pro: claim('Orders earn Migros Money points', 'Siparişler Migros Money puanı kazandırıyor', {
      row: 'membership',
      has: 'Money',
    }),
    con: claim(
      'Groceries only: meals are a separate service, Migros Yemek',
      'Yalnızca market: yemek ayrı bir hizmet, Migros Yemek',
      'usability',
      { row: 'offer', has: 'Migros Yemek' },
    ),
  }),
];
