// Which language a question is written in, from the question itself: a Turkish question on an
// English account is answered in Turkish (and the other way round). The account's language
// decides only when the words do not (a bare product name, "ok").
import type { Language } from '@shared/api/generated/model';
import { words } from './mentions';

/** Letters only Turkish uses. */
const TURKISH_LETTERS = /[çğışöüİ]/giu;

/** Common short words of each language, folded (no accents) as `words` writes them. */
const COMMON: Record<Language, ReadonlySet<string>> = {
  tr: new Set(
    (
      'mi mu mı mü misin musun midir ve ile icin hangisi hangi nasil ne neden niye kac var yok daha bir bu su cok ' +
      'en iyi degil olur gibi ama veya yoksa hakkinda bilgi ucuz pahali fiyat fiyati garanti garantisi yillik ' +
      'merhaba selam tesekkurler lutfen okuyorum okurum bana benim icinde kadar sence mudur'
    ).split(' '),
  ),
  en: new Set(
    (
      'the is are which what how does do for and or with better best one much many per year cost costs about me ' +
      'my i it than can tell should would buy read a an of to in on does hello hi thanks please which why'
    ).split(' '),
  ),
};

/** The question's language: Turkish letters and words against English words; `fallback` on a tie. */
export function questionLanguage(question: string, fallback: Language): Language {
  const tokens = words(question).trim().split(' ').filter(Boolean);
  const turkish =
    (question.match(TURKISH_LETTERS)?.length ?? 0) + tokens.filter((token) => COMMON.tr.has(token)).length * 2;
  const english = tokens.filter((token) => COMMON.en.has(token)).length * 2;
  if (turkish === english) return fallback;
  return turkish > english ? 'tr' : 'en';
}
