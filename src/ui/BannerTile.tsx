import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AlertType } from '@schemas/alert-types';
import { AlertBanner } from './AlertBanner';

const Region = styled.section<{ $minHeight: string | undefined }>`
  & > div { min-height: ${({ $minHeight }) => $minHeight ?? 'auto'}; }
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.xs};
  p, ul { margin: 0; }
  /* Links take the banner's own text colour: that pair is the one chosen for contrast on this background. */
  a { color: inherit; }
`;

export interface BannerTileProps {
  /** The banner's heading (an h2); it also names the banner's region. */
  title: string;
  children: ReactNode;
  type?: AlertType;
  /** True while the banner's data loads (aria-busy). */
  busy?: boolean;
  /** Reserve the banner's final height while it loads. */
  minHeight?: string;
}

/** A home tile that is a banner: an AlertBanner (info by default) in a region named by its h2 heading. */
export function BannerTile({ title, children, type = 'info', busy, minHeight }: BannerTileProps) {
  const titleId = useId();
  return (
    <Region aria-labelledby={titleId} aria-busy={busy || undefined} $minHeight={minHeight}>
      <AlertBanner type={type} titleIsHeading title={<span id={titleId}>{title}</span>}>
        <Content>{children}</Content>
      </AlertBanner>
    </Region>
  );
}
