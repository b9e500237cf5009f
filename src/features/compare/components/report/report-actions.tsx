import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '@/hooks/use-dismiss';
import type { Comparison } from '@/api/generated/model';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { buildShareLinks } from '@/lib/share-links';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import { reportCsvRows } from '@/features/compare/lib/report-csv';

export function itemTitle(comparison: Comparison): string {
  const names = comparison.result.items.map((item) => item.name).filter(Boolean);
  return (names.length > 0 ? names : comparison.items).join(' vs ');
}

/** Export to PDF (the browser's print dialog and the print stylesheet), CSV, share and copy link. */
export function ReportActions({ comparison, canExportCsv }: { comparison: Comparison; canExportCsv: boolean }) {
  const { t } = useTranslation('compare');
  const [open, setOpen] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const url = `${window.location.origin}${paths.app.comparison.href(comparison.id)}`;
  const title = itemTitle(comparison);
  const links = buildShareLinks({ url, title, text: t('report.actions.shareText', { items: title, summary: comparison.result.summary }) });

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const exportCsv = () => {
    const rows = reportCsvRows(comparison.result, {
      feature: t('report.feature'),
      criterion: t('report.criterion'),
      specialized: t('report.specialized'),
      scores: t('report.scores'),
      detailed: t('report.detailedComparison'),
      criteria: {
        overall_score: t('report.criteria.overall_score'),
        design: t('report.criteria.design'),
        usability: t('report.criteria.usability'),
        performance: t('report.criteria.performance'),
        pricing: t('report.criteria.pricing'),
      },
    });
    downloadCsv(csvFileName(title), toCsv(rows));
  };

  return (
    <div className="report-actions" role="group" aria-label={t('report.actions.label')}>
      <Button variant="secondary" onClick={() => window.print()}>
        {t('report.actions.pdf')}
      </Button>
      {canExportCsv ? (
        <Button variant="secondary" onClick={exportCsv}>
          {t('report.actions.csv')}
        </Button>
      ) : null}
      <div className="share-menu" ref={wrapper}>
        <Button variant="secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
          {t('report.actions.share')}
        </Button>
        <ul id={menuId} className="share-menu__list" hidden={!open}>
          <li>
            <a href={links.x} target="_blank" rel="noopener noreferrer">
              {t('report.actions.shareX')}
            </a>
          </li>
          <li>
            <a href={links.linkedIn} target="_blank" rel="noopener noreferrer">
              {t('report.actions.shareLinkedIn')}
            </a>
          </li>
          <li>
            <a href={links.whatsApp} target="_blank" rel="noopener noreferrer">
              {t('report.actions.shareWhatsApp')}
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void copy()}>
              {t('report.actions.copyLink')}
            </button>
          </li>
        </ul>
      </div>
      <span className="report-actions__status" role="status">
        {copyState === 'copied' ? t('report.actions.copied') : copyState === 'failed' ? t('report.actions.copyFailed') : ''}
      </span>
    </div>
  );
}
