import { useTranslation } from 'react-i18next';
import { TESTIMONIALS, initials } from '../testimonials';
import { useCarousel } from '../hooks/use-carousel';

/**
 * Six testimonials in a carousel: previous/next, dots, automatic rotation every 5 s
 * with a 500 ms slide (CSS). Built on the WAI-ARIA carousel pattern: the slides are announced
 * only while the rotation is paused, and hidden slides are inert.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  const carousel = useCarousel(TESTIMONIALS.length);
  const total = TESTIMONIALS.length;
  return (
    <section id="testimonials" className="landing-section" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title">{t('testimonials.title')}</h2>
        <div
          className="carousel"
          role="region"
          aria-roledescription="carousel"
          aria-label={t('testimonials.carouselLabel')}
          {...carousel.hoverHandlers}
          {...carousel.focusHandlers}
        >
          <div className="carousel__controls">
            <button type="button" className="carousel__button" onClick={carousel.toggleStopped}>
              {carousel.stopped ? t('testimonials.play') : t('testimonials.pause')}
            </button>
          </div>
          <div className="carousel__viewport">
            <div
              className="carousel__track"
              aria-live={carousel.paused ? 'polite' : 'off'}
              style={{ transform: `translateX(-${carousel.index * 100}%)` }}
            >
              {TESTIMONIALS.map((testimonial, position) => {
                const name = t(`testimonials.items.${testimonial.id}.name`);
                const active = position === carousel.index;
                return (
                  <div
                    key={testimonial.id}
                    className="carousel__slide"
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('testimonials.slideLabel', { index: position + 1, total })}
                    aria-hidden={!active}
                    inert={!active}
                  >
                    <figure className="testimonial">
                      <span
                        className="testimonial__avatar"
                        style={{ backgroundColor: testimonial.color }}
                        aria-hidden="true"
                      >
                        {initials(name)}
                      </span>
                      <blockquote className="testimonial__quote">
                        <p>{t(`testimonials.items.${testimonial.id}.quote`)}</p>
                      </blockquote>
                      <figcaption className="testimonial__name">{name}</figcaption>
                    </figure>
                  </div>
                );
              })}
            </div>
          </div>
          <div className="carousel__nav">
            <button
              type="button"
              className="carousel__button carousel__arrow"
              aria-label={t('testimonials.previous')}
              onClick={carousel.previous}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <ul className="carousel__dots" aria-label={t('testimonials.dotsLabel')}>
              {TESTIMONIALS.map((testimonial, position) => (
                <li key={testimonial.id}>
                  <button
                    type="button"
                    className="carousel__dot"
                    aria-label={t('testimonials.goTo', { index: position + 1 })}
                    aria-current={position === carousel.index ? 'true' : undefined}
                    onClick={() => carousel.goTo(position)}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="carousel__button carousel__arrow"
              aria-label={t('testimonials.next')}
              onClick={carousel.next}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
