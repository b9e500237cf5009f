import { useTranslation } from 'react-i18next';
import type { ReportEvidence } from '@shared/api/generated/model';
import { formatDate } from '@/lib/format';

/**
 * Which figures of a model's report are Kıyasla's own: the catalogue's facts the model was given,
 * item by item, with the date they describe. Folded by default (the notice above says the rest
 * are the model's estimates); opened, a reader can hold each figure in the report against them.
 */
export function EvidenceNote({ evidence }: { evidence: ReportEvidence[] }) {
  const { t, i18n } = useTranslation('compare');
  const asOf = evidence[0]?.as_of;
  return (
    <details className="report-evidence" data-testid="evidence-note">
      <summary>
        {t('report.evidence.title', {
          count: evidence.length,
          date: asOf ? formatDate(asOf, i18n.language) : '',
        })}
      </summary>
      {evidence.map((entry) => (
        <div key={entry.item} className="report-evidence__item">
          <h4>{entry.item}</h4>
          <dl>
            {entry.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </details>
  );
}
