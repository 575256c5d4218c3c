import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { useBrand } from '../../manifest/brand-context';
import { AppLink } from '../../ui/AppLink';
import type { MenuEntry } from './menu-model';
import { UtilityNav } from './UtilityNav';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
`;

const LogoLink = styled(AppLink)`
  display: inline-flex;
  img { display: block; height: auto; }
`;

export interface HeaderProps {
  /** The primary menu (signed in); omitted on the minimal layout, whose code does not load it. */
  nav?: ReactNode;
  utility: MenuEntry[];
}

/** The site header: the brand logo (alt: brand name), the utility menu and, when signed in, the primary menu. */
export function Header({ nav, utility }: HeaderProps) {
  const manifest = useBrand();
  const theme = useTheme();
  return (
    <Bar>
      <Inner>
        <Top>
          <LogoLink to="/">
            <img src={theme.logo.src} width={theme.logo.width} height={theme.logo.height} alt={manifest.brand.name} />
          </LogoLink>
          <UtilityNav entries={utility} />
        </Top>
        {nav}
      </Inner>
    </Bar>
  );
}
