import { useTranslation } from 'react-i18next';
import { useGetUsageReport } from '@/api/generated/query/packages/packages';
import type { UsageReport as Report } from '@shared/api/generated/model';
import { QueryState } from '@/components/query-state';
import { LockedOfferNote } from '@/components/packages/locked-offer-note';
import { usePackageAccess } from '@/hooks/use-package-access';
import { countOptions, formatMonth, interfaceLanguage } from '@/lib/format';

/**
 * The advanced_reporting service on My Package: comparisons per month and the items compared most,
 * read only by a package that has it (the server answers 403 to the others); the others see which
 * package includes it.
 */
export function UsageReportSection() {
  const { t } = useTranslation('packages');
  const access = usePackageAccess('advanced_reporting');
  return (
    <section className="usage-report card" aria-labelledby="usage-report-title">
      <h2 id="usage-report-title">{t('report.title')}</h2>
      {access.state === 'allowed' ? <UsageReportBody /> : null}
      {access.state === 'locked' ? (
        <>
          <p className="usage-report__intro">{t('report.intro')}</p>
          <LockedOfferNote offer="advanced_reporting" access={access} />
        </>
      ) : null}
    </section>
  );
}

function UsageReportBody() {
  const { t } = useTranslation('packages');
  const report = useGetUsageReport();
  return (
    <>
      <p className="usage-report__intro">{t('report.intro')}</p>
      <QueryState query={report} error={(describe) => t('report.loadError', { message: describe('') })} />
      {report.data ? <UsageReportView report={report.data} /> : null}
    </>
  );
}

function UsageReportView({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('packages');
  const language = interfaceLanguage(i18n);
  const most = Math.max(1, ...report.months.map((month) => month.comparisons));
  return (
    <div className="usage-report__body">
      <table className="usage-report__months">
        <caption>{t('report.months')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('report.month')}</th>
            <th scope="col">{t('report.comparisons')}</th>
          </tr>
        </thead>
        <tbody>
          {report.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonth(month.month, language)}</th>
              <td>
                <span className="usage-report__cell">
                  <span className="usage-report__bar" style={{ width: `${(month.comparisons / most) * 100}%` }} />
                  <span className="usage-report__count">{countOptions(month.comparisons, language).formatted}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="usage-report__items">
        <h3 id="usage-report-items">{t('report.topItems')}</h3>
        {report.top_items.length ? (
          <ol aria-labelledby="usage-report-items">
            {report.top_items.map((item) => (
              <li key={item.name}>
                <span className="usage-report__name">{item.name}</span>{' '}
                <span className="usage-report__times">
                  {t('report.itemCount', countOptions(item.comparisons, language))}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('report.noItems')}</p>
        )}
      </div>
    </div>
  );
}
