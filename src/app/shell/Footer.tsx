import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { InlineList } from '../../ui/InlineList';
import { useBrand } from '../../manifest/brand-context';
import { ExternalLink } from '../../ui/Link';

const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  a { color: inherit; }
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  p { margin: 0; }
`;

const Seal = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  /* A fixed box, so the seal arriving moves nothing (any shape fits inside it). */
  img { width: 64px; height: 64px; object-fit: contain; }
`;

export interface FooterProps {
  /** The site map (desktop, signed in); omitted on the minimal layout, whose code does not load it. */
  siteMap?: ReactNode;
}

/** The footer: brand image, copyright lines, the site map (desktop only), policy links, accreditation seal. */
export function Footer({ siteMap }: FooterProps) {
  const { t } = useTranslation();
  const { brand, footer } = useBrand();
  const theme = useTheme();
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Inner>
        {siteMap}
        <Row>
          <img src={theme.logo.src} width={theme.logo.width} height={theme.logo.height} alt={brand.name} />
          <div>
            {footer.copyright.map((key) => (
              <p key={key}>{t(key, { year })}</p>
            ))}
          </div>
        </Row>
        {footer.policyLinks.length > 0 ? (
          <nav aria-label={t('shell.nav.policies')}>
            <InlineList>
              {footer.policyLinks.map((link) => (
                <li key={link.id}>
                  <ExternalLink href={link.href}>{t(link.label)}</ExternalLink>
                </li>
              ))}
            </InlineList>
          </nav>
        ) : null}
        {footer.accreditation ? (
          <Seal>
            <img src={footer.accreditation.image} alt="" />
            <p>{t(footer.accreditation.text)}</p>
          </Seal>
        ) : null}
      </Inner>
    </Bar>
  );
}
