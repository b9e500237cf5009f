// The yardstick of `npm run bench`: React + react-router rendering a static hero of the same size
// and style as Kıyasla's landing hero, built with the same Vite and React. No data, no i18n, no
// lazy routes — what any React SPA pays before its first paint.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import './bare.css';

function Hero() {
  return (
    <main>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            Compare anything. Decide with confidence.
          </h1>
          <p className="hero__description">
            Kıyasla puts two or more products or services side by side and gives you a clear, structured AI report:
            strengths, weaknesses, prices, user sentiment and a recommendation for your use case.
          </p>
          <p className="hero__proof">Over 12,000 people have made more than 85,000 comparisons with Kıyasla.</p>
          <div className="hero__actions">
            <Link to="/register" className="btn btn--primary">
              Start comparing for free
            </Link>
            <Link to="/#packages" className="btn btn--secondary">
              See the packages
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Hero /> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
