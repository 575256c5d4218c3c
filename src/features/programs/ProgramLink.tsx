import type { ReactNode } from 'react';
import { ExternalLink, TextLink } from '../../ui/Link';
import type { ProgramTarget } from './rules';

/** A program's or tool's link, by where it goes (spec §2 "Program and tool tiles"; the target comes from rules.ts). */
export function ProgramLink({ target, children }: { target: ProgramTarget; children: ReactNode }) {
  switch (target.kind) {
    case 'route':
      return <TextLink to={target.to}>{children}</TextLink>;
    case 'newTab':
      return <ExternalLink href={target.href}>{children}</ExternalLink>;
    case 'external':
      return (
        <ExternalLink href={target.href} sameWindow>
          {children}
        </ExternalLink>
      );
  }
}
