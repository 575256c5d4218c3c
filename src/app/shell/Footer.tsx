import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { InlineList } from '../../ui/InlineList';
import { isAppPath, isHttpsAddress } from '../../engine/addresses/addresses';
import { useBrand } from '../../manifest/brand-context';
import type { Footer as FooterLines } from '../../manifest/manifest-types';
import { ExternalLink, TextLink } from '../../ui/Link';
import { LanguageChoice } from './LanguageChoice';

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

type PolicyLink = FooterLines['policyLinks'][number];

/** A policy link the footer may follow: a path of this app, or a plain https address (a bad manifest's is left out). */
const isFollowable = (link: PolicyLink): boolean =>
  link.to !== undefined ? isAppPath(link.to) : link.href !== undefined && isHttpsAddress(link.href);

/** A policy link as its kind of link: a page of this app, or another site in a new tab (spec §2). */
function PolicyLinkItem({ link }: { link: PolicyLink }) {
  const { t } = useTranslation();
  return link.to !== undefined ? <TextLink to={link.to}>{t(link.label)}</TextLink> : <ExternalLink href={link.href!}>{t(link.label)}</ExternalLink>;
}

export interface FooterProps {
  /** The site map (desktop, signed in); omitted on the minimal layout, whose code does not load it. */
  siteMap?: ReactNode;
}

/**
 * The footer: brand image, copyright lines, the site map (desktop only), policy links (the brand's own pages, such as
 * its language-assistance notice and accessibility statement, and other sites), accreditation seal.
 */
export function Footer({ siteMap }: FooterProps) {
  const { t } = useTranslation();
  const { brand, footer } = useBrand();
  const theme = useTheme();
  const year = new Date().getFullYear();
  const policyLinks = footer.policyLinks.filter(isFollowable);
  return (
    <Bar>
      <Inner>
        <LanguageChoice />
        {siteMap}
        <Row>
          <img src={theme.logo.src} width={theme.logo.width} height={theme.logo.height} alt={brand.name} />
          <div>
            {footer.copyright.map((key) => (
              <p key={key}>{t(key, { year })}</p>
            ))}
          </div>
        </Row>
        {policyLinks.length > 0 ? (
          <nav aria-label={t('shell.nav.policies')}>
            <InlineList>
              {policyLinks.map((link) => (
                <li key={link.id}>
                  <PolicyLinkItem link={link} />
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
