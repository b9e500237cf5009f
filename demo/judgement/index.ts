// The judgement of a comparison: scores, ranking, deciding facts, ties and best value from facts
// and the purpose's weights (catalogue/purposes/purposes.yaml), and the verdict said from them.
export { GENERAL_WEIGHTS, TIE_MARGIN, VALUE_MARGIN, judge, type Deciding, type Judgement } from './judge';
export { PURPOSES, parsePurposes, purposeFor, purposeKinds } from './purposes';
export type { Purpose, Weight } from './schema';
export { bestValueSentence, closeCallVerdict, factPhrase, valueFromPriceAlone, verdictFor } from './verdict';
