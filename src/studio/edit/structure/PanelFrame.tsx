import { useCallback, useId, type ReactNode } from 'react';
import type { PanelProps } from '../panel-types';
import { copyText } from './structure-model';
import './structure.css';

/** A panel's region: its heading (h2: the studio's h1 is the Workspace's) and a line on what it edits. */
export function PanelFrame({ heading, intro, children }: { heading: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="structure-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="structure-muted">{intro}</p>
      {children}
    </section>
  );
}

/** The English text of a copy key for this draft: its own override first, then the English default. */
export function useCopyText({ content, basis }: Pick<PanelProps, 'content' | 'basis'>): (key: string) => string | null {
  return useCallback((key: string) => copyText(key, content.copy, basis.defaults), [content.copy, basis.defaults]);
}
