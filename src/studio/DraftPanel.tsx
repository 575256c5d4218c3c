import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { studioApi, StudioCallError, type DraftProblem } from './api';
import { copy } from './copy';
import { locatePointer } from './json-locate';

type Check = { status: 'idle' } | { status: 'checking' } | { status: 'valid'; warnings: DraftProblem[] } | { status: 'problems'; problems: DraftProblem[] } | { status: 'error'; message: string };

/** How long typing pauses before the draft is checked. */
const CHECK_DELAY_MS = 400;

/**
 * A draft of the brand's file, pasted, uploaded or loaded from the repo as it is on disk, checked by the gateway as `npm run validate` checks the file
 * (file, pointer, sentence, hint) as it changes. A problem's button selects its place in the text. Everything
 * is shown as text: nothing of the draft is rendered as HTML.
 */
export function DraftPanel({ brand, draftId, onDraft, onUse }: { brand: string; draftId: string; onDraft: (id: string) => void; onUse: () => void }) {
  const [text, setText] = useState('');
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const area = useRef<HTMLTextAreaElement>(null);
  const file = `brands/${brand}.json`;

  useEffect(() => {
    if (text.trim() === '') {
      setCheck({ status: 'idle' });
      return;
    }
    let current = true;
    setCheck({ status: 'checking' });
    const timer = window.setTimeout(() => {
      studioApi.draft(brand, text).then(
        ({ id, warnings }) => {
          if (!current) return;
          setCheck({ status: 'valid', warnings });
          onDraft(id);
        },
        (error: unknown) => {
          if (!current) return;
          onDraft('');
          setCheck(
            error instanceof StudioCallError && error.status === 422
              ? { status: 'problems', problems: error.problems }
              : { status: 'error', message: error instanceof Error ? error.message : copy.errors.generic },
          );
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onDraft is the parent's setter
  }, [text, brand]);

  const [fileStatus, setFileStatus] = useState('');
  /** The brand's own file as it is on disk now, as the draft to edit and preview. */
  const loadRepoFile = async () => {
    setFileStatus(copy.draft.loadingFile);
    try {
      const loaded = await studioApi.brandFile(brand);
      setText(loaded.text);
      setFileStatus(copy.draft.loadedFile(loaded.file));
    } catch (error) {
      setFileStatus(error instanceof Error ? error.message : copy.errors.generic);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (chosen) setText(await chosen.text());
  };

  const showPlace = (problem: DraftProblem) => {
    const range = locatePointer(text, problem.pointer);
    const element = area.current;
    if (!element || !range) return;
    element.focus();
    element.setSelectionRange(range.start, range.end);
  };

  const problems = check.status === 'problems' ? check.problems : check.status === 'valid' ? check.warnings : [];
  return (
    <section className="studio-draft" aria-labelledby="draft-heading">
      <h3 id="draft-heading">{copy.draft.heading}</h3>
      <p>{copy.draft.intro(file)}</p>
      <button type="button" onClick={() => void loadRepoFile()}>
        {copy.draft.loadFile(file)}
      </button>
      <p className="studio-note" role="status">
        {fileStatus}
      </p>
      <label htmlFor="studio-draft-text">{copy.draft.text}</label>
      <textarea id="studio-draft-text" ref={area} value={text} spellCheck={false} rows={16} onChange={(e) => setText(e.target.value)} />
      <label htmlFor="studio-draft-file">{copy.draft.upload}</label>
      <input id="studio-draft-file" type="file" accept="application/json,.json" onChange={(e) => void upload(e)} />
      <div role="status" className="studio-draft-status">
        {check.status === 'checking' && copy.draft.checking}
        {check.status === 'valid' && (check.warnings.length === 0 ? copy.draft.valid : copy.draft.validWithProblems(check.warnings.length))}
        {check.status === 'problems' && copy.draft.problems(check.problems.length)}
        {check.status === 'error' && check.message}
      </div>
      {problems.length > 0 && (
        <ul className="studio-problems" aria-label={copy.draft.problems(problems.length)}>
          {problems.map((p, i) => {
            const ours = (p.file ?? file) === file;
            const here = ours && locatePointer(text, p.pointer) !== null;
            return (
              <li key={`${p.file ?? ''}${p.pointer}-${i}`}>
                <p>
                  <span className="studio-severity">{p.severity}</span> <code>{`${p.file ?? file} ${p.pointer || '/'}`}</code>: {p.message}
                </p>
                {p.hint && <p className="studio-note">{p.hint}</p>}
                {here ? (
                  <button type="button" onClick={() => showPlace(p)}>
                    {`${copy.draft.showPlace}: ${p.pointer || '/'}`}
                  </button>
                ) : (
                  !ours && <p className="studio-note">{copy.draft.noPlace}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {check.status === 'valid' && draftId && (
        <button type="button" className="studio-primary" onClick={onUse}>
          {copy.draft.use}
        </button>
      )}
    </section>
  );
}
