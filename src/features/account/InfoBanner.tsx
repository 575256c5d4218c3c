import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/icons';

const Section = styled.section<{ $minHeight: string | undefined }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.md};
  min-height: ${({ $minHeight }) => $minHeight ?? 'auto'};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.info};
  color: ${({ theme }) => theme.colors.onInfo};
  /* Links take the banner's own text colour: the info pair is the one chosen for contrast on this background. */
  a { color: inherit; }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  flex: 1;
  min-width: 0;
  p, ul { margin: 0; }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

export interface InfoBannerProps {
  /** The banner's heading (an h2); it also names the banner's region. */
  title: string;
  children: ReactNode;
  busy?: boolean;
  /** Reserve the banner's final height while it loads. */
  minHeight?: string;
}

/** An information banner on the home page: a region named by its heading, in the theme's info colours. */
export function InfoBanner({ title, children, busy, minHeight }: InfoBannerProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy={busy || undefined} $minHeight={minHeight} data-banner-type="info">
      <Icon name="info" size={24} />
      <Body>
        <Heading id={headingId}>{title}</Heading>
        {children}
      </Body>
    </Section>
  );
}
