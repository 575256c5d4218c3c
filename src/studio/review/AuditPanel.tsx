import { useEffect, useState } from 'react';
import type { AuditEntry } from '../../manifest/edit/content-types';
import type { StudioBrand } from '../api';
import { contentApi } from '../edit/content-api';
import { reviewCopy } from './copy';
import { detailPhrases, formatTime } from './review-state';
import './review.css';

const words = reviewCopy.audit;

type Page = { entries: AuditEntry[]; next: number | null };

/** The brand's audit log, newest first, a page at a time ("Older entries"). */
export function AuditPanel({ brand }: { brand: StudioBrand }) {
  const [pages, setPages] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  const load = (before: number | undefined, onPage: (page: Page) => void) => {
    setLoading(true);
    setError(null);
    let current = true;
    contentApi.audit(brand.id, before).then(
      (page) => {
        if (!current) return;
        onPage(page);
        setLoading(false);
      },
      (caught: unknown) => {
        if (!current) return;
        setError(caught instanceof Error ? caught : new Error(String(caught)));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  };

  useEffect(() => {
    setPages(null);
    return load(undefined, setPages);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads on a brand change or a retry
  }, [brand.id, attempt]);

  const older = () => {
    if (pages?.next == null) return;
    load(pages.next, (page) => setPages((p) => ({ entries: [...(p?.entries ?? []), ...page.entries], next: page.next })));
  };

  return (
    <section className="review-panel" aria-labelledby="audit-heading">
      <h2 id="audit-heading">{words.heading}</h2>
      {loading && !pages && <p>{reviewCopy.loading}</p>}
      {pages && pages.entries.length === 0 && <p>{words.empty}</p>}
      {pages && pages.entries.length > 0 && (
        <table className="review-audit">
          <caption>{words.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.when}</th>
              <th scope="col">{words.who}</th>
              <th scope="col">{words.action}</th>
              <th scope="col">{words.what}</th>
            </tr>
          </thead>
          <tbody>
            {pages.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatTime(entry.at)}</time>
                </td>
                <td>{entry.actor}</td>
                <td>{words.actions[entry.action] ?? entry.action}</td>
                <td>
                  {[
                    ...(entry.version !== null ? [words.version(entry.version)] : []),
                    ...(entry.draftId !== null ? [words.draft(entry.draftId)] : []),
                    ...detailPhrases(entry.detail),
                  ].join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <div role="alert">
          <p>{error.message}</p>
          <button type="button" onClick={pages ? older : () => setAttempt((n) => n + 1)}>
            {reviewCopy.retry}
          </button>
        </div>
      )}
      {pages && pages.next !== null && (
        <button type="button" onClick={older} disabled={loading}>
          {loading ? words.loadingOlder : words.older}
        </button>
      )}
    </section>
  );
}
