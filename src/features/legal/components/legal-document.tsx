import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import '../legal.css';

type Document = 'privacy' | 'terms';

interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  items: readonly string[];
}

/**
 * A static policy page in the interface language (which follows the browser until the visitor
 * picks one): title, effective date, introduction, a contents list and numbered sections.
 */
export function LegalDocument({ document }: { document: Document }) {
  const { t } = useTranslation('legal');
  // The texts are arrays of sections in legal.json; returnObjects hands them over as typed data.
  const sections: readonly LegalSection[] = t(`${document}.sections`, { returnObjects: true });
  const sectionId = (index: number) => `${document}-section-${index + 1}`;
  return (
    <article className="container legal-page" aria-labelledby="legal-title">
      <header className="legal-page__header">
        <h1 id="legal-title">{t(`${document}.title`)}</h1>
        <p className="legal-page__effective">{t('effective')}</p>
        <p>{t(`${document}.intro`)}</p>
      </header>
      <nav className="legal-page__toc card" aria-label={t('tocLabel')}>
        <h2 className="legal-page__toc-title">{t('tocLabel')}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${sectionId(index)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.title}
          id={sectionId(index)}
          className="legal-page__section"
          aria-labelledby={`${sectionId(index)}-title`}
        >
          <h2 id={`${sectionId(index)}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items.length > 0 ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="legal-page__contact">
        <Link to={paths.contact.href()} className="btn btn--secondary">
          {t('contactLink')}
        </Link>
      </p>
    </article>
  );
}
