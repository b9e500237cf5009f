import { useTranslation } from 'react-i18next';
import type { Package, PackageName } from '@/api/generated/model';
import { formatCount, interfaceLanguage } from '@/lib/format';
import { HIGHLIGHTED_PACKAGE, localizedDescription } from '@/lib/package-display';
import { PackagePrice } from '@/components/packages/package-price';
import { Button } from '@/components/ui/button';
import { CheckIcon, LockIcon, MinusIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
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
 * as rows with ✓ / — / limits. A grid with explicit ARIA table roles, so that a phone can stack
 * each feature's label above its four values and still be read as a table.
 */
export function PlanTable({ packages, current, selected, onSelect }: PlanTableProps) {
  const { t, i18n } = useTranslation('packages');
  const language = interfaceLanguage(i18n);
  const rows = planRows(packages);
  const currentIndex = packages.findIndex((pkg) => pkg.name === current);
  const columnClass = (pkg: Package) =>
    [pkg.name === current ? 'is-current' : null, pkg.name === selected ? 'is-selected' : null, pkg.name === HIGHLIGHTED_PACKAGE ? 'is-highlighted' : null]
      .filter(Boolean)
      .join(' ');

  const rowLabel = (row: PlanRow) => (row.type === 'feature' ? t(`features.${row.key as Package['features'][number]}`) : t(`table.rows.${row.key as 'compare_limit'}`));

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

  return (
    <div className="plan-table" role="table" aria-label={t('table.label')}>
      <div role="rowgroup" className="plan-table__head">
        <div role="row" className="plan-table__row">
          <div role="columnheader" className="plan-table__corner">
            {t('table.feature')}
          </div>
          {packages.map((pkg) => {
            const name = t(`names.${pkg.name}`);
            const isCurrent = pkg.name === current;
            const isSelected = pkg.name === selected;
            return (
              <div role="columnheader" key={pkg.id} className={`plan-table__plan ${columnClass(pkg)}`}>
                {pkg.name === HIGHLIGHTED_PACKAGE ? <span className="plan-table__popular">{t('card.popular')}</span> : null}
                <span className="plan-table__name">{name}</span>
                <PackagePrice pkg={pkg} className="plan-table__price" />
                <span className="plan-table__description">{localizedDescription(pkg.description, language)}</span>
                {isCurrent ? (
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
          })}
        </div>
      </div>
      <div role="rowgroup">
        {rows.map((row) => {
          // A feature the user's package lacks and a higher one has carries the lock and its tooltip.
          const locked = row.cells[currentIndex]?.kind === 'no' && row.cells.some((cell, index) => index > currentIndex && cell.kind !== 'no');
          return (
            <div role="row" key={row.key} className="plan-table__row">
              <div role="rowheader" className="plan-table__label">
                <span>{rowLabel(row)}</span>
                {locked ? (
                  <Tooltip content={t('upgrade.locked')} className="plan-table__lock">
                    <LockIcon />
                    <span className="visually-hidden">{t('table.locked')}</span>
                  </Tooltip>
                ) : null}
              </div>
              {row.cells.map((cell, index) => (
                <div role="cell" key={packages[index].id} className={`plan-table__cell ${columnClass(packages[index])}`}>
                  {cellContent(cell, row)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
