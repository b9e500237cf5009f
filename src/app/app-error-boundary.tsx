import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '@/i18n';

// Shown only when i18n itself could not start, so no translation can be looked up: both languages
// at once, the one place UI text is not an i18n key.
const STATIC_TEXT = {
  message: 'Kıyasla yüklenemedi. Lütfen sayfayı yenileyin. · Kıyasla could not be loaded. Please reload the page.',
  reload: 'Sayfayı yenile · Reload the page',
};

function texts(i18n: I18n) {
  if (!i18n.isInitialized || !i18n.exists('errors.fatal', { ns: 'common' })) return STATIC_TEXT;
  return { message: i18n.t('errors.fatal', { ns: 'common' }), reload: i18n.t('errors.reload', { ns: 'common' }) };
}

/** The last resort: a plain page that works without the router, the query client or the styles. */
export function FatalError({ i18n = appI18n }: { i18n?: I18n }) {
  const text = texts(i18n);
  return (
    <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif' }}>
      <p role="alert">{text.message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {text.reload}
      </button>
    </main>
  );
}

/**
 * Outside the router: catches what the routes' own error elements cannot (a provider, the router
 * itself). Route errors still show inside the layout (RouteError).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode; i18n?: I18n }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app failed outside its routes', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <FatalError i18n={this.props.i18n} /> : this.props.children;
  }
}

/** When start-up itself fails (i18n or the mock backend did not load): never a blank page. */
export function renderStartupFailure(error: unknown, container = document.getElementById('root')): void {
  console.error('Kıyasla could not start', error);
  if (container) createRoot(container).render(<FatalError />);
}
