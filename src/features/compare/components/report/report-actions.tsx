import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison } from '@shared/api/generated/model';
import type { DoneComparison } from '@/features/compare/lib/report-progress';
import { csvFileName, downloadCsv, toCsv } from '@/lib/csv';
import { reportCsvRows } from '@/features/compare/lib/report-csv';
import { ExportActions } from '@/features/compare/components/export-actions';
import { ShareMenu } from '@/features/compare/components/share-menu';
import { AskAssistantLink } from '@/features/compare/components/ask-assistant-link';
import { formatDate, formatDateTime } from '@/lib/format';
import { useReportSources, useSourceDate } from './report-sources';

export function itemTitle(comparison: Pick<Comparison, 'items' | 'result'>): string {
  const names = (comparison.result?.items ?? []).map((item) => item.name).filter(Boolean);
  return (names.length > 0 ? names : comparison.items).join(' vs ');
}

interface ReportActionsProps {
  comparison: DoneComparison;
}

/**
 * The owner's actions on a finished report: export (PDF, CSV; gated by package), the public share
 * link and the assistant. A report still being written has none (the server refuses to share it).
 */
export function ReportActions({ comparison }: ReportActionsProps) {
  const { t, i18n } = useTranslation('compare');
  const sources = useReportSources();
  const sourceDate = useSourceDate();
  // No suspense: the report around these actions renders at once; they appear with their texts.
  const { t: ts, ready } = useTranslation('share', { useSuspense: false });
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const title = itemTitle(comparison);

  const exportCsv = () => {
    const written = comparison.finishedAt ?? comparison.createdAt;
    const source = comparison.source;
    const notes = [
      t('report.writtenOn', { date: formatDate(written, i18n.language) }),
      ...(source?.engine === 'demo'
        ? [
            [
              t('report.demoNote'),
              source.data_as_of ? t('report.demoAsOf', { date: formatDate(source.data_as_of, i18n.language) }) : '',
            ]
              .join(' ')
              .trim(),
          ]
        : source?.engine === 'ai'
          ? [
              source.model?.trim()
                ? t('report.aiNote', { model: source.model.trim(), date: formatDateTime(written, i18n.language) })
                : t('report.aiNoteNoModel', { date: formatDateTime(written, i18n.language) }),
            ]
          : []),
    ];
    const rows = reportCsvRows(
      comparison.result,
      {
        notes,
        sources: {
          column: t('report.sources.title'),
          title: t('report.sources.title'),
          header: [
            t('report.sources.csvNumber'),
            t('report.sources.csvKind'),
            t('report.sources.csvTitle'),
            t('report.sources.csvUrl'),
            t('report.sources.csvAsOf'),
          ],
          kind: {
            specification: t('report.sources.kindLabel.specification'),
            measured: t('report.sources.kindLabel.measured'),
            price: t('report.sources.kindLabel.price'),
            rating: t('report.sources.kindLabel.rating'),
            estimate: t('report.sources.kindLabel.estimate'),
          },
          estimateMark: t('report.sources.estimateMark'),
          dateOf: sourceDate,
        },
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
      },
      sources,
    );
    downloadCsv(csvFileName(title), toCsv(rows));
  };

  if (!ready) return null;
  return (
    <div className="report-actions" role="group" aria-label={ts('menu.label')}>
      <ExportActions onCsv={exportCsv} />
      <ShareMenu comparison={comparison} title={title} onCopied={setCopyState} />
      <AskAssistantLink comparisonId={comparison.id} />
      <span className="report-actions__status" role="status">
        {copyState === 'copied' ? ts('menu.copied') : copyState === 'failed' ? ts('menu.copyFailed') : ''}
      </span>
    </div>
  );
}
