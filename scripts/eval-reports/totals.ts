// The evaluation's totals and the floor they are held to (floor.json).
import type { Measured } from './measure';

export interface Totals {
  itemsRight: number;
  figures: number;
  traced: number;
  tracedPercent: number;
  withPurpose: number;
  purposeReflected: number;
  scoreCons: number;
  offRows: number;
}

/** The least a run may reach (items, traced %, purposes) and the most it may have (score cons, off rows). */
export interface Floor {
  itemsRight: number;
  tracedPercent: number;
  purposeReflected: number;
  maxScoreCons: number;
  maxOffRows: number;
}

export function totals(rows: readonly Measured[]): Totals {
  const sum = (pick: (row: Measured) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const figures = sum((row) => row.figures);
  const traced = sum((row) => row.traced);
  return {
    itemsRight: sum((row) => (row.itemsRight ? 1 : 0)),
    figures,
    traced,
    tracedPercent: figures ? (traced / figures) * 100 : 100,
    withPurpose: sum((row) => (row.purposeReflected === undefined ? 0 : 1)),
    purposeReflected: sum((row) => (row.purposeReflected ? 1 : 0)),
    scoreCons: sum((row) => row.scoreCons),
    offRows: sum((row) => row.offRows),
  };
}

/** What falls short of the floor, in words; empty when the run holds it. */
export function belowFloor(total: Totals, floor: Floor): string[] {
  return [
    ...(total.itemsRight < floor.itemsRight
      ? [`items understood right ${total.itemsRight} < ${floor.itemsRight}`]
      : []),
    ...(total.tracedPercent < floor.tracedPercent
      ? [`figures traced ${total.tracedPercent.toFixed(1)}% < ${floor.tracedPercent}%`]
      : []),
    ...(total.purposeReflected < floor.purposeReflected
      ? [`purposes in the verdict ${total.purposeReflected} < ${floor.purposeReflected}`]
      : []),
    ...(total.scoreCons > floor.maxScoreCons
      ? [`cons restating a score ${total.scoreCons} > ${floor.maxScoreCons}`]
      : []),
    ...(total.offRows > floor.maxOffRows ? [`rows off their category ${total.offRows} > ${floor.maxOffRows}`] : []),
  ];
}
