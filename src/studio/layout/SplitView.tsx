import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { copy } from '../copy';
import { splitAfterKey, SPLIT_MAX, SPLIT_MIN, storedSplit } from './keys';

const STORAGE_KEY = 'studio.split';

function readSplit(): number {
  try {
    return storedSplit(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return storedSplit(null);
  }
}

/**
 * The preview and the panel side by side at full height, with a separator between them that a pointer drags and
 * the keyboard moves (arrows by 2%, Page keys by 10%, Home and End): the preview's share is kept in this browser.
 */
export function SplitView({ start, end }: { start: ReactNode; end: ReactNode }) {
  const [split, setSplitState] = useState(readSplit);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const setSplit = (value: number) => {
    setSplitState(value);
    try {
      window.localStorage.setItem(STORAGE_KEY, String(value));
    } catch {
      // storage blocked: the split lasts until reload
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = splitAfterKey(split, event.key);
    if (next === null) return;
    event.preventDefault();
    setSplit(next);
  };
  const onPointerMove = (event: PointerEvent) => {
    const rect = box.current?.getBoundingClientRect();
    if (!dragging.current || !rect || rect.width === 0) return;
    const value = Math.round(((event.clientX - rect.left) / rect.width) * 100);
    setSplit(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, value)));
  };
  return (
    <div className="studio-stage" ref={box} style={{ ['--studio-split' as string]: `${split}%` }}>
      <div className="studio-stage-start">{start}</div>
      <div
        className="studio-separator"
        role="separator"
        aria-orientation="vertical"
        aria-label={copy.layout.separator}
        aria-valuenow={split}
        aria-valuemin={SPLIT_MIN}
        aria-valuemax={SPLIT_MAX}
        aria-valuetext={copy.layout.separatorValue(split)}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          dragging.current = false;
        }}
      />
      <div className="studio-stage-end">{end}</div>
    </div>
  );
}
