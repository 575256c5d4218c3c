import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useBrand } from '../../manifest/brand-context';
import { useBreakpoint } from '../../engine/theme/use-breakpoint';
import type { MenuEntry } from './menu-model';
import { PrimaryNav } from './PrimaryNav';
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

const LogoLink = styled(Link)`
  display: inline-flex;
  img { display: block; height: auto; }
`;

export interface HeaderProps {
  /** Primary menu entries; omitted on the minimal (signed-out) layout. */
  primary?: MenuEntry[];
  utility: MenuEntry[];
}

/** The site header: the brand logo (alt: brand name), the utility menu and, when signed in, the primary menu. */
export function Header({ primary, utility }: HeaderProps) {
  const manifest = useBrand();
  const theme = useTheme();
  const breakpoint = useBreakpoint();
  return (
    <Bar>
      <Inner>
        <Top>
          <LogoLink to="/">
            <img src={theme.logo.src} width={theme.logo.width} height={theme.logo.height} alt={manifest.brand.name} />
          </LogoLink>
          <UtilityNav entries={utility} />
        </Top>
        {primary ? <PrimaryNav entries={primary} breakpoint={breakpoint} /> : null}
      </Inner>
    </Bar>
  );
}
