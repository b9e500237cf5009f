import { z } from 'zod';
import {
  CreateComparisonBody,
  createComparisonBodyQueryMax,
} from '@shared/api/generated/zod/comparisons/comparisons.zod';
import { repeatedItem, splitComparisonItems } from '@shared/compare-items';

/** Minimum comparison items. */
export const MIN_COMPARISON_ITEMS = 2;
/** How long the empty-query error stays on screen. */
export const NULL_ITEMS_ERROR_MS = 4000;

export const NULL_ITEMS_MESSAGE = 'form.errors.compare_error_null_items';
export const MIN_ITEMS_MESSAGE = 'form.errors.minItems';
export const TOO_LONG_MESSAGE = 'form.errors.tooLong';
/** Shown with the repeated item's name (repeatedItem of the query). */
export const REPEATED_ITEM_MESSAGE = 'form.errors.repeatedItem';
/** The query's length limit: the contract's. */
export const QUERY_MAX_LENGTH = createComparisonBodyQueryMax;

/**
 * The generated request body schema with the UI rules on top: the query is trimmed, must not be
 * empty (compare_error_null_items) and must name at least two items. Messages are i18n keys of
 * the compare namespace.
 */
export const compareFormSchema = CreateComparisonBody.extend({
  query: z
    .string()
    .trim()
    .min(1, { message: NULL_ITEMS_MESSAGE })
    .max(createComparisonBodyQueryMax, { message: TOO_LONG_MESSAGE })
    // A repeated item is named: "at least two items" would not say what is wrong with "X vs X".
    .refine((query) => repeatedItem(query) === undefined, { message: REPEATED_ITEM_MESSAGE, abort: true })
    .refine((query) => splitComparisonItems(query).length >= MIN_COMPARISON_ITEMS, { message: MIN_ITEMS_MESSAGE }),
});

export type CompareFormInput = z.input<typeof compareFormSchema>;
export type CompareFormValues = z.output<typeof compareFormSchema>;
