import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['what', 'free', 'accuracy', 'data', 'cancel'] as const;
type Question = (typeof QUESTIONS)[number];

/** Five disclosures; each opens and closes on its own. */
export function FaqSection() {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState<ReadonlySet<Question>>(() => new Set());
  const toggle = (question: Question) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(question)) next.delete(question);
      else next.add(question);
      return next;
    });
  return (
    <section id="faq" className="landing-section" aria-labelledby="faq-title">
      <div className="container landing-faq">
        <h2 id="faq-title">{t('faq.title')}</h2>
        <ul className="landing-faq__list">
          {QUESTIONS.map((question) => {
            const expanded = open.has(question);
            const panelId = `faq-panel-${question}`;
            return (
              <li key={question} className="landing-faq__item">
                <h3 className="landing-faq__heading">
                  <button
                    type="button"
                    className="landing-faq__toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(question)}
                  >
                    <span>{t(`faq.items.${question}.question`)}</span>
                    <span className="landing-faq__chevron" aria-hidden="true" />
                  </button>
                </h3>
                <div id={panelId} className="landing-faq__answer" hidden={!expanded}>
                  <p>{t(`faq.items.${question}.answer`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
