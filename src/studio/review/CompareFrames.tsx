import { useEffect, useRef, useState } from 'react';
import { FRAME_OUTLINE_HOOK, type OutlineTarget } from '../frame/frame-names';
import { reviewCopy } from './copy';

const words = reviewCopy.compare;

/** What Review asks the preview side to show: the live version and this draft side by side, its changes outlined. */
export interface Comparison {
  draftId: string;
  revision: number;
  title: string;
  targets: OutlineTarget[];
}

/** Asks a frame (same origin) to outline its changed sections, each second while open (the page renders in steps). */
function useOutline(frame: React.RefObject<HTMLIFrameElement | null>, targets: readonly OutlineTarget[]): string[] | null {
  const [outlined, setOutlined] = useState<string[] | null>(null);
  useEffect(() => {
    const run = () => {
      try {
        const hook = (frame.current?.contentWindow as unknown as Record<string, unknown> | null | undefined)?.[FRAME_OUTLINE_HOOK];
        if (typeof hook !== 'function') return;
        const ids = (hook as (t: readonly OutlineTarget[]) => string[])(targets);
        setOutlined((previous) => (previous && previous.join() === ids.join() ? previous : ids));
      } catch {
        // not loaded yet
      }
    };
    const timer = window.setInterval(run, 1000);
    return () => window.clearInterval(timer);
  }, [frame, targets]);
  return outlined;
}

/** The live version and the draft of the page side by side, as the chosen member at the chosen width. */
export function CompareFrames({ compare, src, width, title }: { compare: Comparison; src: (draft: string) => string; width: number; title: (which: string) => string }) {
  const draftFrame = useRef<HTMLIFrameElement>(null);
  const outlined = useOutline(draftFrame, compare.targets);
  return (
    <div className="studio-compare">
      <section className="studio-compare-side" aria-labelledby="compare-live">
        <h2 id="compare-live" className="studio-compare-heading">
          {words.live}
        </h2>
        <div className="studio-frame-box" role="region" aria-label={words.liveRegion} tabIndex={0}>
          <iframe src={src('')} width={width} title={title(words.live)} className="studio-frame" />
        </div>
      </section>
      <section className="studio-compare-side" aria-labelledby="compare-draft">
        <h2 id="compare-draft" className="studio-compare-heading">
          {words.draft(compare.title)}
        </h2>
        <p className="studio-note" role="status">
          {outlined === null ? '' : words.outlined(outlined.length)}
        </p>
        <div className="studio-frame-box" role="region" aria-label={words.draftRegion} tabIndex={0}>
          <iframe ref={draftFrame} src={src(compare.draftId)} width={width} title={title(words.draft(compare.title))} className="studio-frame" />
        </div>
      </section>
    </div>
  );
}
