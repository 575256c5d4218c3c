import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Component, type ReactNode } from 'react';
import type { PanelProps } from '../panel-types';
import { locatePointer } from '../../json-locate';
import { contentCopy } from './copy';
import { jsonEqual } from '../../../engine/manifest/layer-diff';
import { fileValue, formatJson, parseFileText, rawFiles, withFileValue } from './raw-json';
import './content.css';

/** CodeMirror and codemirror-json-schema: a chunk of their own, loaded when the raw JSON view is first shown. */
const RawJsonEditor = lazy(() => import('./RawJsonEditor'));

const words = contentCopy.raw;

/**
 * Typed texts by brand and file, kept for the page's life: a text that is not JSON yet survives the panel being
 * closed and opened again (the shell shows one panel at a time). Never sent anywhere.
 */
const keptTexts = new Map<string, Record<string, string>>();

export interface RawJsonPanelProps extends PanelProps {
  /** A place to select: a file of the draft (repository path) and a JSON pointer in it (a problem's place). */
  focusPointer?: { file: string; pointer: string } | null;
}

/** The draft's files as JSON (manifest layer, copy override files); valid JSON goes to the draft, invalid is kept. */
export function RawJsonPanel({ brand, content, problems, readOnly, onContentChange, focusPointer }: RawJsonPanelProps) {
  const id = useId();
  const files = useMemo(() => rawFiles(brand, content), [brand, content]);
  const [selected, setSelected] = useState(files[0]!.file);
  /** Texts as typed, per file, while they differ from the draft (invalid JSON, or not yet sent). */
  const [typed, setTypedState] = useState<Record<string, string>>(() => keptTexts.get(brand) ?? {});
  const setTyped = useCallback(
    (update: (current: Record<string, string>) => Record<string, string>) =>
      setTypedState((current) => {
        const next = update(current);
        keptTexts.set(brand, next);
        return next;
      }),
    [brand],
  );
  const [selection, setSelection] = useState<{ start: number; end: number; serial: number } | null>(null);
  const [notFound, setNotFound] = useState(false);

  const file = files.find((f) => f.file === selected) ?? files[0]!;
  const value = fileValue(content, file);
  const text = typed[file.file] ?? formatJson(value ?? {});
  const parsed = useMemo(() => parseFileText(text), [text]);

  // The draft changed elsewhere (another panel, a save): a valid typed text that no longer matches gives way.
  useEffect(() => {
    setTyped((current) => {
      let next = current;
      for (const f of files) {
        const own = current[f.file];
        if (own === undefined) continue;
        const p = parseFileText(own);
        if (p.ok && !jsonEqual(p.value, fileValue(content, f))) {
          next = { ...next };
          delete next[f.file];
        }
      }
      return next;
    });
  }, [content, files, setTyped]);

  const select = (pointer: string, text: string) => {
    const place = locatePointer(text, pointer);
    setNotFound(place === null);
    if (place) setSelection((s) => ({ ...place, serial: (s?.serial ?? 0) + 1 }));
  };

  useEffect(() => {
    if (!focusPointer) return;
    const target = files.find((f) => f.file === focusPointer.file);
    if (!target) return;
    setSelected(target.file);
    select(focusPointer.pointer, typed[target.file] ?? formatJson(fileValue(content, target) ?? {}));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new place to show moves the selection
  }, [focusPointer]);

  const onText = (next: string) => {
    const result = parseFileText(next);
    if (result.ok && value !== undefined && !jsonEqual(result.value, value)) onContentChange(withFileValue(content, file, result.value));
    setTyped((current) => ({ ...current, [file.file]: next }));
  };

  const statusId = `${id}-status`;
  const fileProblems = problems.filter((p) => p.file === file.file);

  return (
    <section className="content-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{words.heading}</h2>
      <p className="studio-note">{words.intro}</p>
      <div className="studio-field">
        <label htmlFor={`${id}-file`}>{words.file}</label>
        <select id={`${id}-file`} value={file.file} onChange={(e) => setSelected(e.target.value)}>
          {files.map((f) => (
            <option key={f.file} value={f.file}>
              {f.kind === 'manifest' ? words.manifestFile(f.file) : words.copyFile(f.file)}
            </option>
          ))}
        </select>
      </div>
      {parsed.ok ? (
        <p id={statusId} role="status" className="content-pass">
          {words.valid}
        </p>
      ) : (
        <p id={statusId} role="alert" className="content-fail">
          {words.invalid(
            parsed.line === null ? '' : words.at(parsed.line, parsed.column!),
            parsed.message === 'not an object' ? words.notObject : parsed.message,
          )}
        </p>
      )}
      <EditorBoundary>
        <Suspense fallback={<p role="status">{words.loading}</p>}>
          <RawJsonEditor
            docKey={file.file}
            kind={file.kind}
            value={text}
            onChange={onText}
            readOnly={readOnly}
            label={words.editorLabel(file.file)}
            describedBy={statusId}
            selection={selection}
          />
        </Suspense>
      </EditorBoundary>
      {notFound && <p role="status">{words.notFound}</p>}
      {fileProblems.length > 0 && (
        <>
          <h3>{words.problems}</h3>
          <ul className="studio-problems">
            {fileProblems.map((p, i) => (
              <li key={i}>
                <code>{p.pointer || '/'}</code> {p.message}
                {p.hint && <span className="studio-note"> {p.hint}</span>}{' '}
                <button type="button" aria-label={words.showLabel(p.pointer)} onClick={() => select(p.pointer, text)}>
                  {words.show}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The editor's chunk failed to load (offline, a new deployment): say so instead of a blank panel. */
class EditorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">{words.loadFailed}</p> : this.props.children;
  }
}
