import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DoneComparison } from '../lib/report-progress';
import { Button } from '@/components/ui/button';
import { useDismiss } from '@/hooks/use-dismiss';
import { buildShareLinks, publicShareUrl } from '@/lib/share-links';
import { useComparisonSharing } from '../hooks/use-share-comparison';
import '@/components/ui/field.css';
import './share-menu.css';

interface ShareMenuProps {
  comparison: DoneComparison;
  title: string;
  /** Copy outcome, shown by the parent in its status line. */
  onCopied: (state: 'copied' | 'failed') => void;
}

/**
 * Share: the report's public link (/s/<shareId>, created the first time the menu opens), the
 * networks and "copy link" all carry that address; the owner sees the link and can stop sharing.
 */
export function ShareMenu({ comparison, title, onCopied }: ShareMenuProps) {
  const { t } = useTranslation('share');
  const sharing = useComparisonSharing(comparison);
  const [open, setOpen] = useState(false);
  // Once the owner stops sharing here, reopening the menu must not quietly publish again.
  const [stopped, setStopped] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, wrapper, close);

  const url = sharing.shareId ? publicShareUrl(window.location.origin, sharing.shareId) : null;
  const links = url
    ? buildShareLinks({ url, title, text: t('menu.shareText', { items: title, summary: comparison.result.summary }) })
    : null;

  const toggle = () => {
    if (!open && !sharing.shareId && !stopped && !sharing.sharing) sharing.share();
    setOpen(!open);
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      onCopied('copied');
    } catch {
      onCopied('failed');
    }
  };

  return (
    <div className="share-menu" ref={wrapper}>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {t('menu.share')}
      </Button>
      {sharing.shareId ? <span className="share-badge">{t('menu.sharedBadge')}</span> : null}
      <div id={panelId} className="share-panel" hidden={!open}>
        {sharing.sharing ? <p role="status">{t('menu.creating')}</p> : null}
        {sharing.shareFailed ? (
          <div className="share-panel__error" role="alert">
            <p>{t('menu.shareError')}</p>
            <Button variant="secondary" onClick={sharing.share}>
              {t('page.retry')}
            </Button>
          </div>
        ) : null}
        {url && links ? (
          <>
            <p className="share-panel__notice">{t('menu.sharedNotice')}</p>
            <label className="share-panel__link">
              <span>{t('menu.publicLink')}</span>
              <input className="field__input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            </label>
            <ul className="share-panel__list">
              <li>
                <a href={links.x} target="_blank" rel="noopener noreferrer">
                  {t('menu.shareX')}
                </a>
              </li>
              <li>
                <a href={links.linkedIn} target="_blank" rel="noopener noreferrer">
                  {t('menu.shareLinkedIn')}
                </a>
              </li>
              <li>
                <a href={links.whatsApp} target="_blank" rel="noopener noreferrer">
                  {t('menu.shareWhatsApp')}
                </a>
              </li>
              <li>
                <button type="button" onClick={() => void copy()}>
                  {t('menu.copyLink')}
                </button>
              </li>
            </ul>
            <Button
              variant="danger"
              className="share-panel__stop"
              loading={sharing.unsharing}
              loadingText={t('menu.stopping')}
              onClick={() => {
                setStopped(true);
                sharing.unshare();
              }}
            >
              {t('menu.stopSharing')}
            </Button>
          </>
        ) : null}
        {sharing.unshareFailed ? <p role="alert">{t('menu.unshareError')}</p> : null}
        {!url && stopped && !sharing.sharing ? (
          <>
            <p role="status">{t('menu.stopped')}</p>
            <Button variant="secondary" onClick={sharing.share}>
              {t('menu.shareAgain')}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
