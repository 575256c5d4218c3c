import { useMemo, useState } from 'react';
import type { Draft } from '../../manifest/edit/content-types';
import { studioApi, type StudioBrand } from '../api';
import { changedElements, changeReach, outlineTargets, type ChangeReach } from './compare';
import type { Comparison } from './CompareFrames';
import { reviewCopy } from './copy';
import { ChangeList } from './Notices';

const words = reviewCopy.compare;

type Reach = { status: 'idle' } | { status: 'checking' } | { status: 'done'; reach: ChangeReach[] } | { status: 'error'; message: string };

/**
 * A draft's changes as members will see them: the live version and the draft side by side in the preview (its
 * changed sections outlined), the elements it changes, and for every persona of the brand whether each change shows
 * to them or a rule hides it (the matrices of both versions: the gates members' shell decides with).
 */
export function ChangeReview({ draft, brand, date, compare, onCompare }: { draft: Draft; brand: StudioBrand; date: string; compare: Comparison | null; onCompare: (c: Comparison | null) => void }) {
  const changed = useMemo(() => changedElements(draft.changes), [draft.changes]);
  const comparing = compare?.draftId === draft.id;
  const [reach, setReach] = useState<Reach>({ status: 'idle' });
  const everyPersona = async () => {
    setReach({ status: 'checking' });
    try {
      const query = (extra: Record<string, string>) => new URLSearchParams({ brand: brand.id, date, ...extra }).toString();
      const [live, withDraft] = await Promise.all([studioApi.matrix(query({})), studioApi.matrix(query({ draft: draft.id }))]);
      setReach({ status: 'done', reach: changeReach(changed, live, withDraft) });
    } catch (error) {
      setReach({ status: 'error', message: error instanceof Error ? error.message : reviewCopy.refused('') });
    }
  };
  return (
    <section className="review-compare" aria-labelledby={`compare-${draft.id}`}>
      <h4 id={`compare-${draft.id}`}>{words.heading}</h4>
      <p className="review-note">{words.intro}</p>
      <p>
        <button
          type="button"
          aria-pressed={comparing}
          onClick={() => onCompare(comparing ? null : { draftId: draft.id, revision: draft.revision, title: draft.title, targets: outlineTargets(changed) })}
        >
          {comparing ? words.stop : words.show}
        </button>{' '}
        <button type="button" onClick={() => void everyPersona()} disabled={reach.status === 'checking' || changed.length === 0}>
          {words.everyPersona}
        </button>
      </p>
      {changed.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <ul className="review-changed" aria-label={words.changed}>
          {changed.map((c) => (
            <li key={c.key}>
              <span className="studio-element">{words.element(c.key)}</span>
              <ChangeList changes={c.lines} label={words.element(c.key)} empty="" />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="review-note">
        {reach.status === 'checking' && words.checking}
        {reach.status === 'error' && reach.message}
      </div>
      {reach.status === 'done' && (
        <section aria-labelledby={`reach-${draft.id}`}>
          <h5 id={`reach-${draft.id}`}>{words.reachHeading}</h5>
          <ul className="review-reach" aria-label={words.reachHeading}>
            {reach.reach.map(({ element, visible, hidden }) => (
              <li key={element.key}>
                <span className="studio-element">{`${words.element(element.key)} (${words.onPage(element.page)})`}</span>
                <p>{words.visibleFor(visible.length > 0 ? visible.map((v) => v.persona).join(', ') : words.nobody)}</p>
                {hidden.length > 0 && (
                  <>
                    <p>{words.hiddenFor}</p>
                    <ul>
                      {hidden.map((h) => (
                        <li key={h.persona}>
                          <strong>{h.persona}</strong>
                          {h.why ? <span className="studio-why">{` ${h.why}`}</span> : null}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
