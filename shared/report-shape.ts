// Names derived from the contract's generated report type, for the app and the demo writer alike.
import type { ComparisonResult } from './api/generated/model';

/** The result's per-item analysis sections, as the contract names them (`*_analysis`). */
export type AnalysisKey = Extract<keyof ComparisonResult, `${string}_analysis`>;
