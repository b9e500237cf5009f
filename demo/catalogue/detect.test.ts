// Category detection from item names, in both languages: catalogue names and aliases first,
// then the words that give a kind of thing away; and the Turkish separators that split a query.
import { describe, expect, it } from 'vitest';
import { splitComparisonItems } from '@shared/compare-items';
import { CATEGORIES } from '../categories';
import type { CategoryId } from '../types';
import { CATALOGUE, detectCategory, identify, identifyAll } from './index';

const TABLE: [string, CategoryId | undefined][] = [
  // Catalogue items, as people type them.
  ['iPhone 15', 'phone'],
  ['IPHONE 15', 'phone'],
  ['Galaxy S24', 'phone'],
  ['pixel 8', 'phone'],
  ['Redmi Note 13', 'phone'],
  ['MacBook Air M3', 'laptop'],
  ['ThinkPad X1 Carbon', 'laptop'],
  ['Zenbook 14 OLED', 'laptop'],
  ['iPad Air', 'tablet'],
  ['Galaxy Tab S9', 'tablet'],
  ['AirPods Pro 2', 'headphones'],
  ['Sony WH1000XM5', 'headphones'],
  ['bose qc ultra', 'headphones'],
  ['LG C3', 'tv'],
  ['Samsung S90C', 'tv'],
  ['Canon EOS R50', 'camera'],
  ['Fujifilm X-T5', 'camera'],
  ['PS5', 'console'],
  ['PlayStation 5', 'console'],
  ['Xbox Series X', 'console'],
  ['Steam Deck', 'console'],
  ['Apple Watch Series 9', 'smartwatch'],
  ['Garmin Forerunner 265', 'smartwatch'],
  ['Kindle', 'ereader'],
  ['Kindle Paperwhite', 'ereader'],
  ['Kobo Clara 2E', 'ereader'],
  ['Dyson V15', 'vacuum'],
  ['Xiaomi G10', 'vacuum'],
  ['Philips 3200 LatteGo', 'coffee_machine'],
  ['Tesla Model 3', 'car'],
  ['Togg T10X', 'car'],
  ['Renault Clio', 'car'],
  ['Netflix', 'video_streaming'],
  ['Disney Plus', 'video_streaming'],
  ['BluTV', 'video_streaming'],
  ['Spotify', 'music_streaming'],
  ['Apple Music', 'music_streaming'],
  ['PostgreSQL', 'database'],
  ['postgres', 'database'],
  ['MongoDB', 'database'],
  ['React', 'framework'],
  ['vue.js', 'framework'],
  ['Django', 'framework'],
  ['Python', 'language'],
  ['golang', 'language'],
  ['Rust', 'language'],
  ['AWS', 'cloud'],
  ['Amazon Web Services', 'cloud'],
  ['Azure', 'cloud'],
  ['Garanti BBVA', 'bank'],
  ['İş Bankası', 'bank'],
  ['is bankasi', 'bank'],
  ['Enpara', 'bank'],
  // Turkish cities are cities to live in; holiday places stay travel destinations.
  ['Istanbul', 'city'],
  ['İstanbul', 'city'],
  ['Kapadokya', 'travel'],
  ['Roma', 'travel'],
  // Unknown models, placed by their words, English and Turkish.
  ['Samsung phone', 'phone'],
  ['Xiaomi akıllı telefon', 'phone'],
  ['Casper dizüstü bilgisayar', 'laptop'],
  ['Huawei MatePad 11', 'tablet'],
  ['JBL kablosuz kulaklık', 'headphones'],
  ['Vestel 55 inç televizyon', 'tv'],
  ['Panasonic Lumix G9', 'camera'],
  ['eski bir oyun konsolu', 'console'],
  ['Amazfit akıllı saat', 'smartwatch'],
  ['PocketBook e-okuyucu', 'ereader'],
  ['Arçelik bulaşık makinesi', 'dishwasher'],
  ['Grundig çamaşır makinesi', 'washing_machine'],
  ['Altus buzdolabı', 'refrigerator'],
  ['Hotpoint dishwasher', 'dishwasher'],
  ['Karcher robot süpürge', 'vacuum'],
  ['Opel Corsa', 'car'],
  ['elektrikli araç', 'car'],
  ['Gain dizi platformu', 'video_streaming'],
  ['Fizy müzik', 'music_streaming'],
  ['MariaDB', 'database'],
  ['Laravel', 'framework'],
  ['Kotlin', 'language'],
  ['Hetzner Cloud', 'cloud'],
  ['Halkbank', 'bank'],
  ['Papara kart', 'fintech'],
  ['Fibabanka', 'bank'],
  ['Izmir', 'city'],
  ['Barcelona tatili', 'travel'],
  // Meal and grocery delivery, by what people call it.
  ['yemek siparişi uygulaması', 'food_delivery'],
  ['market siparişi', 'food_delivery'],
  ['food delivery app', 'food_delivery'],
  // Nothing to go on.
  ['asdfgh', undefined],
  ['qwerty', undefined],
];

describe('category detection', () => {
  it.each(TABLE)('%s → %s', (name, category) => {
    expect(detectCategory(name)).toBe(category);
  });

  it('knows the catalogue by name and tells catalogue items from look-alikes', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(100);
    for (const entry of CATALOGUE) {
      const found = identify(entry.name);
      if (found.kind === 'known' && found.entry.category !== entry.category) {
        // A name two kinds hold ("Antalya": a city to live in, a holiday destination) is the other
        // kind's alone, and this entry's beside an item of its own kind.
        const neighbour = CATALOGUE.find((e) => e.category === entry.category && e.id !== entry.id)!;
        expect(identifyAll([entry.name, neighbour.name])[0]).toMatchObject({ kind: 'known', entry: { id: entry.id } });
        continue;
      }
      expect(found.kind === 'known' && found.entry.id).toBe(entry.id);
    }
    // A model the catalogue does not hold is not mistaken for its neighbour (the iPhone 13 is held).
    expect(identify('iPhone 12').kind).toBe('unknown');
    expect(identify('iPhone 15 Pro Max')).toMatchObject({ kind: 'known', entry: { id: 'iphone-15-pro-max' } });
  });

  it('covers every category with catalogue items and example queries made of catalogue items', () => {
    for (const category of Object.values(CATEGORIES)) {
      expect(CATALOGUE.some((e) => e.category === category.id)).toBe(true);
      for (const name of category.example)
        expect(identify(name)).toMatchObject({ kind: 'known', entry: { category: category.id } });
    }
  });

  it.each([
    ['iPhone 15 ile Google Pixel 8', ['phone', 'phone']],
    ['Netflix, Disney+ ve HBO Max', ['video_streaming', 'video_streaming', 'video_streaming']],
    ['Kindle Paperwhite veya Kobo Clara 2E', ['ereader', 'ereader']],
    ['Dyson V15 İLE Xiaomi G10', ['vacuum', 'vacuum']],
    ['Arçelik bulaşık makinesi ile Bosch bulaşık makinesi', ['dishwasher', 'dishwasher']],
    ['Vestel buzdolabı veya Samsung buzdolabı', ['refrigerator', 'refrigerator']],
    ['Beko çamaşır makinesi, Siemens çamaşır makinesi', ['washing_machine', 'washing_machine']],
    ['PostgreSQL ve MySQL', ['database', 'database']],
    ['Garanti BBVA, Akbank veya Enpara', ['bank', 'bank', 'bank']],
    ['Bodrum ile Kapadokya', ['travel', 'travel']],
    ['Antalya ile Bodrum', ['city', 'travel']],
  ])('splits the Turkish query "%s" and places each item', (query, categories) => {
    expect(splitComparisonItems(query).map(detectCategory)).toEqual(categories);
  });
});

describe('forgiving names', () => {
  const nameOf = (typed: string) => {
    const found = identify(typed);
    return found.kind === 'known' ? found.entry.name : undefined;
  };

  it.each([
    // Case and Turkish letters, either way round.
    ['SAMSUNG GALAXY S24', 'Samsung Galaxy S24'],
    ['İPHONE 15', 'iPhone 15'],
    ['ıphone 15', 'iPhone 15'],
    ['ZİRAAT BANKASI', 'Ziraat Bankası'],
    ['ziraat bankasi', 'Ziraat Bankası'],
    ['İSTANBUL', 'İstanbul'],
    ['Istanbul', 'İstanbul'],
    // A missing brand.
    ['Pixel 9', 'Google Pixel 9'],
    ['Galaxy S24 Ultra', 'Samsung Galaxy S24 Ultra'],
    ['Redmi Note 13', 'Xiaomi Redmi Note 13'],
    ['XPS 13', 'Dell XPS 13'],
    ['ThinkPad X1 Carbon Gen 12', 'Lenovo ThinkPad X1 Carbon Gen 12'],
    ['Bravia XR A80L 55', 'Sony Bravia XR A80L 55'],
    ['Airfryer XXL', 'Philips Airfryer XXL'],
    // One letter off: dropped, added, changed or two swapped.
    ['iphon 15', 'iPhone 15'],
    ['galxy s24', 'Samsung Galaxy S24'],
    ['Netflx', 'Netflix'],
    ['Spotfiy', 'Spotify'],
    ['Kindle Paperwhte', 'Kindle Paperwhite'],
    ['Toyota Corola', 'Toyota Corolla'],
  ])('%s is %s', (typed, name) => {
    expect(nameOf(typed)).toBe(name);
  });

  it.each([
    // Another model number is another product, however close the letters (the iPhone 13 and 14 are held).
    'iPhone 12',
    'Galaxy S23',
    'Pixel 7',
    // Short names are too easy to mistake: no guessing.
    'PS4',
    'Kobo',
    // A brand's generic word alone is not its product.
    'Music',
    'Bankası',
    'Cloud',
    // Two letters off is a suggestion ("did you mean …?"), not a match.
    'Ifone 15',
  ])('%s is not matched to another entry', (typed) => {
    expect(nameOf(typed)).toBeUndefined();
  });
});
