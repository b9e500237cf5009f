// The report's verdict as data, so the page's verdict card says what the summary says: the same
// judgement, its winner (or the items tied within the scores' noise) and the sentence naming why.
import type { Language, ReportVerdict } from '@shared/api/generated/model';
import type { Judgement } from '../judgement';
import type { Profile } from './profile';
import { verdictSentence } from './sentences';

export function reportVerdict(judgement: Judgement, profiles: readonly Profile[], language: Language): ReportVerdict {
  const { purpose, winner, tied } = judgement;
  return {
    winners: winner ? [winner.name] : tied.map((p) => p.name),
    basis: purpose ? 'purpose' : 'overall',
    ...(purpose ? { purpose: purpose.label[language] } : {}),
    deciding: verdictSentence(profiles, language, judgement),
  };
}
