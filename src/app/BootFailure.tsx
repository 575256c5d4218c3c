import type { Problem } from '../engine/manifest/problems';

/**
 * Shown only when the page arrives without a valid brand (the gateway refuses invalid manifests, so this means a
 * broken deployment). There is no brand copy to translate with, so these few words are the one exception.
 */
export function BootFailure({ problems }: { problems: Problem[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem' }}>
      <h1>Sorry, it looks like there&apos;s a problem.</h1>
      <p>Temporarily unable to access resource. Please try again later.</p>
      {problems.length > 0 && (
        <ul>
          {problems.map((p) => (
            <li key={`${p.pointer}-${p.message}`}>
              <code>{p.pointer || '/'}</code>: {p.message}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
