import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, i18nReady } from '@/i18n';
import { TestimonialsSection } from './testimonials-section';

const slides = () =>
  within(screen.getByRole('region', { name: /^(Testimonials|Kullanıcı yorumları)$/ })).getAllByRole('group', {
    hidden: true,
  });
const activeIndex = () => slides().findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

async function renderCarousel(language: 'en' | 'tr' = 'en') {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('landing');
  vi.useFakeTimers();
  return render(
    <I18nextProvider i18n={i18n}>
      <TestimonialsSection />
    </I18nextProvider>,
  );
}

describe('testimonials carousel', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows six testimonials with an avatar, a short name and the localized quote; starts at the first', async () => {
    await renderCarousel();
    expect(slides()).toHaveLength(6);
    expect(activeIndex()).toBe(0);
    expect(slides()[0]).toHaveTextContent('Ayşe K.');
    expect(slides()[0]).toHaveTextContent('AK');
    expect(slides()[0]).toHaveTextContent(/two laptops/);
    expect(slides()[0]).toHaveAccessibleName('1 of 6');
  });

  it('advances every 5000 ms and wraps around after the sixth', async () => {
    await renderCarousel();
    act(() => vi.advanceTimersByTime(4999));
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeIndex()).toBe(1);
    act(() => vi.advanceTimersByTime(5000 * 4));
    expect(activeIndex()).toBe(5);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(0);
  });

  it('previous/next and the dots move it, with accessible names, wrapping both ways', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(activeIndex()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 4' }));
    expect(activeIndex()).toBe(3);
    expect(screen.getByRole('button', { name: 'Show testimonial 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1' })).not.toHaveAttribute('aria-current');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    await renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15000));
    expect(activeIndex()).toBe(0);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(1);
  });

  it('pauses while focus is inside and resumes when it leaves', async () => {
    await renderCarousel();
    const next = screen.getByRole('button', { name: 'Next testimonial' });
    act(() => next.focus());
    act(() => vi.advanceTimersByTime(15000));
    expect(activeIndex()).toBe(0);
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(1);
  });

  it('the pause button stops the rotation and the play button resumes it', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    // Clicking focuses nothing in jsdom's fireEvent, so only the visitor's stop holds it.
    act(() => vi.advanceTimersByTime(15000));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Resume rotation' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(1);
  });

  it('does not auto-advance under prefers-reduced-motion, but the buttons still work', async () => {
    mockReducedMotion(true);
    await renderCarousel();
    act(() => vi.advanceTimersByTime(20000));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(activeIndex()).toBe(1);
    expect(screen.getByRole('button', { name: 'Resume rotation' })).toBeInTheDocument();
  });

  it('stops its timer when the screen is left', async () => {
    const view = await renderCarousel();
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('speaks Turkish', async () => {
    await renderCarousel('tr');
    expect(screen.getByRole('button', { name: 'Sonraki yorum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3. yorumu göster' })).toBeInTheDocument();
    expect(slides()[0]).toHaveTextContent(/dizüstü/);
  });
});
