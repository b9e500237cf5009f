import { useTranslation } from 'react-i18next';
import type { Package, PackageName } from '@shared/api/generated/model';
import { formatCount, interfaceLanguage } from '@/lib/format';
import { HIGHLIGHTED_PACKAGE, localizedDescription } from '@/lib/package-display';
import { PackagePrice } from '@/components/packages/package-price';
import { Button } from '@/components/ui/button';
import { CheckIcon, LockIcon, MinusIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { ComparisonTable } from '@/components/ui/comparison-table';
import { planRows, type PlanCell, type PlanRow } from '../lib/plan-rows';
import './plan-table.css';

interface PlanTableProps {
  /** Sorted Level_1 → Level_4: the columns. */
  packages: Package[];
  current: PackageName;
  selected: PackageName | null;
  onSelect: (name: PackageName | null) => void;
}

/**
 * The plan comparison: plans as columns (a sticky header with name, price and Select), features
 * as rows with ✓ / — / limits. The report's comparison table in its stack layout: a phone shows
 * each feature's label above its four values, and it is still read as a table.
 */
export function PlanTable({ packages, current, selected, onSelect }: PlanTableProps) {
  const { t, i18n } = useTranslation('packages');
  const language = interfaceLanguage(i18n);
  const rows = planRows(packages);
  const currentIndex = packages.findIndex((pkg) => pkg.name === current);
  const columnClass = (pkg: Package) =>
    [
      pkg.name === current ? 'is-current' : null,
      pkg.name === selected ? 'is-selected' : null,
      pkg.name === HIGHLIGHTED_PACKAGE ? 'is-highlighted' : null,
    ]
      .filter(Boolean)
      .join(' ');

  const rowLabel = (row: PlanRow) =>
    row.type === 'feature'
      ? t(`features.${row.key as Package['features'][number]}`)
      : t(`table.rows.${row.key as 'compare_limit'}`);

  const cellContent = (cell: PlanCell, row: PlanRow) => {
    switch (cell.kind) {
      case 'yes':
        return (
          <>
            <CheckIcon size={20} className="plan-table__yes" />
            <span className="visually-hidden">{t('table.included')}</span>
          </>
        );
      case 'no':
        // A limit of 0 says so in words; a missing feature is a dash, explained by the legend.
        return row.type === 'limit' ? (
          <span className="plan-table__none">{t('table.notIncluded')}</span>
        ) : (
          <>
            <MinusIcon size={20} className="plan-table__no" />
            <span className="visually-hidden">{t('table.notIncluded')}</span>
          </>
        );
      case 'unlimited':
        return <span className="plan-table__value">{t('card.unlimited')}</span>;
      case 'count':
        return <span className="plan-table__value">{formatCount(cell.value, language)}</span>;
    }
  };

  const planHeader = (pkg: Package) => {
    const name = t(`names.${pkg.name}`);
    const isSelected = pkg.name === selected;
    return (
      <div className="plan-table__plan">
        {pkg.name === HIGHLIGHTED_PACKAGE ? <span className="plan-table__popular">{t('card.popular')}</span> : null}
        <span className="plan-table__name">{name}</span>
        <PackagePrice pkg={pkg} className="plan-table__price" />
        <span className="plan-table__description">{localizedDescription(pkg.description, language)}</span>
        {pkg.name === current ? (
          <span className="plan-table__current">{t('card.current')}</span>
        ) : (
          <Button
            variant={isSelected ? 'primary' : 'secondary'}
            className="plan-table__select"
            aria-pressed={isSelected}
            onClick={() => onSelect(isSelected ? null : pkg.name)}
          >
            {isSelected ? <CheckIcon /> : null}
            {isSelected ? t('upgrade.selected') : t('upgrade.select')}
            {/* The package name makes "Select" unique for screen-reader users. */}
            <span className="visually-hidden">: {name}</span>
          </Button>
        )}
      </div>
    );
  };

  return (
    <ComparisonTable
      className="plan-table"
      layout="stack"
      label={t('table.label')}
      corner={t('table.feature')}
      columns={packages.map((pkg) => ({
        key: String(pkg.id),
        header: planHeader(pkg),
        className: columnClass(pkg) || undefined,
      }))}
      rows={rows.map((row) => {
        // A feature the user's package lacks and a higher one has carries the lock and its tooltip.
        const locked =
          row.cells[currentIndex]?.kind === 'no' &&
          row.cells.some((cell, index) => index > currentIndex && cell.kind !== 'no');
        return {
          key: row.key,
          header: (
            <span className="plan-table__label">
              <span>{rowLabel(row)}</span>
              {locked ? (
                <Tooltip content={t('upgrade.locked')} className="plan-table__lock">
                  <LockIcon />
                  <span className="visually-hidden">{t('table.locked')}</span>
                </Tooltip>
              ) : null}
            </span>
          ),
          stackedHeader: (
            <span className="plan-table__label">
              <span>{rowLabel(row)}</span>
              {locked ? <LockIcon /> : null}
            </span>
          ),
          cells: row.cells.map((cell) => ({ className: 'plan-table__cell', content: cellContent(cell, row) })),
        };
      })}
    />
  );
}
