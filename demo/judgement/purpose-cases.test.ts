// Purposes that decide on the facts the asker cares about: photography on the rear cameras, a
// holiday on what a place offers and when, use abroad on roaming (a tie said as one when every
// operator has the same roaming), and a name held in two kinds read as the kind the purpose asks.
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/api/generated/model';
import { byName, identifyAll } from '../catalogue';
import { writeReport } from '../report/build';
import { profileOf } from '../report/profile';
import { CATALOGUE_DATA } from '../catalogue/data';
import { judge, parsePurposes, purposeFor, verdictFor } from './index';

function verdictOf(names: readonly string[], said: string, category: string, language: Language) {
  const profiles = names.map((name) => profileOf(byName(name)!, language));
  const judgement = judge(profiles, purposeFor(said, category), language);
  return { judgement, verdict: verdictFor(judgement, profiles, language) };
}

describe('photography', () => {
  it('is asked for in either language, for phones and cameras, not for watches', () => {
    for (const said of ['for photography', 'for taking photos', 'fotoğraf için', 'fotoğraf çekmek için', 'kamera için'])
      expect(purposeFor(said, 'phone')?.id, said).toBe('photography');
    expect(purposeFor('fotoğraf için', 'camera')?.id).toBe('photography');
    expect(purposeFor('for photography', 'smartwatch')).toBeUndefined();
  });

  it('a figure read without a group around the number is refused when the file is read', () => {
    const text = `purposes:\n  - id: photography\n    category: phone\n    label: { en: photography, tr: fotoğraf }\n    words: [photo]\n    weights:\n      - { attribute: camera, weight: 1, read: number, pattern: '\\d+ MP', pick: max, say: { en: '{a}', tr: '{a}' } }\n`;
    expect(() => parsePurposes('purposes.yaml', text, CATALOGUE_DATA)).toThrow(
      /purposes\.yaml: purposes\[0\]\.weights\[0\]\.pattern: needs a group around the number/,
    );
    expect(() =>
      parsePurposes('purposes.yaml', text.replace("'\\d+ MP'", "'(\\d+) MP'"), CATALOGUE_DATA),
    ).not.toThrow();
  });

  it('a phone is chosen on its rear cameras, named with their figures', () => {
    expect(verdictOf(['iPhone 15', 'Samsung Galaxy S24'], 'for photography', 'phone', 'en').verdict).toBe(
      'For photography, Samsung Galaxy S24 is the pick: 3× optical zoom against 1× and 3 rear cameras against 2.',
    );
    expect(verdictOf(['iPhone 15', 'Samsung Galaxy S24'], 'fotoğraf için', 'phone', 'tr').verdict).toBe(
      'Fotoğraf için tercih Samsung Galaxy S24: 1× yerine 3× optik yakınlaştırma ve arka kameralarda 2 yerine 3 lens.',
    );
    // The same 5× telephoto on both: the lenses and the main sensor decide.
    expect(verdictOf(['iPhone 15 Pro Max', 'Samsung Galaxy S24 Ultra'], 'fotoğraf için', 'phone', 'tr').verdict).toBe(
      'Fotoğraf için tercih Samsung Galaxy S24 Ultra: arka kameralarda 3 yerine 4 lens ve ana kamerada 48 MP yerine 200 MP.',
    );
  });

  it('a camera is chosen on its sensor and stabilisation', () => {
    expect(verdictOf(['Canon EOS R50', 'Sony A7 IV'], 'for photography', 'camera', 'en').verdict).toBe(
      'For photography, Sony A7 IV is the pick: a full-frame sensor against an APS-C sensor and in-body stabilisation.',
    );
    expect(verdictOf(['Canon EOS R50', 'Sony A7 IV'], 'fotoğraf için', 'camera', 'tr').verdict).toBe(
      'Fotoğraf için tercih Sony A7 IV: APS-C sensör yerine tam kare sensör ve gövde içi sabitleme.',
    );
  });
});

describe('a holiday', () => {
  it('weighs the best time to visit, and says what the other place has', () => {
    const { judgement, verdict } = verdictOf(['Kapadokya', 'Bodrum'], 'tatil için', 'travel', 'tr');
    expect(judgement.winner?.name).toBe('Kapadokya');
    expect(verdict).toBe(
      'Tatil için tercih Kapadokya: daha uzun bir en iyi ziyaret dönemi (Haziran–Eylül yerine Nisan–Haziran ve Eylül–Ekim). Bodrum tarafında ise deniz ve plajlar (koylar, marinalar, gece hayatı, Bodrum Kalesi).',
    );
    expect(verdictOf(['Cappadocia', 'Bodrum'], 'for a holiday', 'travel', 'en').verdict).toBe(
      "For a holiday, Cappadocia is the pick: a longer best time to visit (April–June and September–October, against June–September). In Bodrum's favour: the sea and beaches (bays, marinas, nightlife, Bodrum Castle).",
    );
  });

  it('two places level on every fact it weighs are a tie, with the facts they share and what would decide it', () => {
    const { judgement, verdict } = verdictOf(['Paris', 'Rome'], 'for a holiday', 'travel', 'en');
    expect(judgement.winner).toBeUndefined();
    expect(judgement.factsLevel).toBe(true);
    expect(verdict).toBe(
      "For a holiday, it is a tie: Paris and Rome do not differ on the facts it turns on, with the same best time to visit (April–June and September–October). What would decide it: what you want from the trip (the sea, a city's sights or a landscape) and the price of flights and stays for your dates.",
    );
    expect(verdictOf(['Paris', 'Rome'], 'tatil için', 'travel', 'tr').verdict).toBe(
      'Tatil için başa baş: Paris ve Roma bu amacın dayandığı bilgilerde ayrışmıyor; en iyi ziyaret dönemi ikisinde de aynı (Nisan–Haziran ve Eylül–Ekim). Seçimi belirleyecek olan: tatilden ne beklediğiniz (deniz, şehir gezisi ya da doğa) ve tarihlerinize göre uçuş ve konaklama fiyatları.',
    );
  });
});

describe('use abroad', () => {
  it('operators with the same roaming are a tie on it, not a pick made on other scores', () => {
    const { judgement, verdict } = verdictOf(['Türk Telekom', 'Turkcell'], 'yurt dışı için', 'mobile_operator', 'tr');
    expect(judgement.winner).toBeUndefined();
    expect(verdict).toBe(
      'Yurt dışı kullanım için başa baş: Türk Telekom ve Turkcell bu amacın dayandığı bilgilerde ayrışmıyor; yurt dışı kullanım ikisinde de aynı (bölgeye göre günlük ve haftalık yurt dışı paketleri). Seçimi belirleyecek olan: gideceğiniz ülke için yurt dışı paketinin fiyatı; bu bilgiler onu içermiyor.',
    );
    expect(verdictOf(['Turkcell', 'Vodafone'], 'for roaming', 'mobile_operator', 'en').verdict).toBe(
      'For use abroad, it is a tie: Turkcell and Vodafone do not differ on the facts it turns on, with the same roaming (daily and weekly roaming packages by region). What would decide it: the price of a roaming package for the country you go to, which these facts do not hold.',
    );
  });
});

describe('a name held in two kinds', () => {
  const kinds = (names: string[], asked: Parameters<typeof identifyAll>[1] = []) =>
    identifyAll(names, asked).map((f) => (f.kind === 'known' ? f.entry.category : undefined));

  it('is read as the kind the other item and the purpose ask about', () => {
    expect(kinds(['Antalya', 'Bodrum'])).toEqual(['travel', 'travel']);
    expect(kinds(['Antalya', 'İzmir'])).toEqual(['city', 'city']);
    expect(kinds(['Antalya', 'İzmir'], ['city'])).toEqual(['city', 'city']);
  });

  it('"Antalya mı Bodrum mu tatil için" compares two destinations; "Antalya mı İzmir mi yaşamak için" two cities', () => {
    for (const [language, purpose, verdict] of [
      [
        'tr',
        'tatil için',
        'Tatil için tercih Antalya: daha uzun bir en iyi ziyaret dönemi (Haziran–Eylül yerine Mayıs–Ekim).',
      ],
      [
        'en',
        'for a holiday',
        'For a holiday, Antalya is the pick: a longer best time to visit (May–October, against June–September).',
      ],
    ] as const) {
      const outcome = writeReport({ items: ['Antalya', 'Bodrum'], purpose, features: [], isDetailed: false, language });
      if (!outcome.ok) throw new Error(outcome.message);
      expect(outcome.known.map((p) => p.category.id)).toEqual(['travel', 'travel']);
      expect(outcome.result.verdict?.deciding).toBe(verdict);
    }
    const living = writeReport({
      items: ['Antalya', 'İzmir'],
      purpose: 'yaşamak için',
      features: [],
      isDetailed: false,
      language: 'tr',
    });
    if (!living.ok) throw new Error(living.message);
    expect(living.known.map((p) => p.category.id)).toEqual(['city', 'city']);
  });
});

describe('battery life', () => {
  it('a phone is chosen on its battery, named with both capacities (en, tr)', () => {
    expect(verdictOf(['iPhone 16', 'Samsung Galaxy A55'], 'for battery life', 'phone', 'en').verdict).toBe(
      'For battery life, Samsung Galaxy A55 is the pick: a 5000 mAh battery against 3561 mAh.',
    );
    expect(verdictOf(['iPhone 15', 'Samsung Galaxy S24'], 'pil ömrü için', 'phone', 'tr').verdict).toBe(
      'Pil ömrü için tercih Samsung Galaxy S24: 3349 mAh yerine 4000 mAh batarya.',
    );
  });
});
