// "Which has better battery life, and by how much?" gets who leads, the difference and how far
// ahead that is, and a recommendation for "which", from the catalogue's facts, in the question's
// language; an item without a figure for it gets the answer that lists what each records.
import { describe, expect, it } from 'vitest';
import { answer } from './answer';

const ask = (content: string, language: 'en' | 'tr' = 'en') =>
  answer({ content, language, history: [], comparisons: [] });

describe('the assistant answers "by how much"', () => {
  it('gives the difference, how far ahead, and a recommendation (en)', () => {
    const text = ask('Garmin Forerunner 265 or Apple Watch Series 9: which has better battery life, and by how much?');
    expect(text).toContain('**Garmin Forerunner 265** is ahead on battery life.');
    expect(text).toContain('Up to 13 days, against up to 18 h for **Apple Watch Series 9**: 12.3 days more');
    expect(text).toContain('about 17 times as much');
    expect(text).toContain(
      '**Recommendation:** if battery life matters most to you, choose **Garmin Forerunner 265**.',
    );
  });

  it('answers in Turkish a Turkish question, with a share when the lead is under twice', () => {
    const text = ask('iPhone 15 mi Galaxy S24 mü: hangisinin pil ömrü daha iyi, ne kadar?', 'en');
    expect(text).toContain('Pil ömrü konusunda **Samsung Galaxy S24** önde.');
    expect(text).toContain('**Samsung Galaxy S24**: 4000 mAh; **iPhone 15**: 3349 mAh. Fark 651 mAh (%19 daha fazla).');
    expect(text).toContain('**Önerim:** pil ömrü sizin için öncelikliyse tercihiniz **Samsung Galaxy S24** olsun.');
  });

  it('says by how much without recommending when "which" was not asked', () => {
    const text = ask('How much longer is the battery life of the Galaxy S24 than the iPhone 15?');
    expect(text).toContain('651 mAh more (19% more)');
    expect(text).not.toContain('Recommendation');
  });
});
