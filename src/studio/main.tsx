import { StrictMode, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './studio.css';

/* The studio's entry (/studio): everything else loads with it, in chunks of its own (never the member's). */
const StudioApp = lazy(() => import('./StudioApp'));

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <Suspense fallback={<p className="studio-loading">Loading the studio…</p>}>
      <StudioApp />
    </Suspense>
  </StrictMode>,
);
