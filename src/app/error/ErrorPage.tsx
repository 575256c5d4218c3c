import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../../manifest/brand-context';
import { useSession } from '../../member/session';
import { TextLink } from '../../ui/Link';
import { PageHeading } from '../../ui/PageHeading';
import { errorKeyFor, errorLinks, errorTipIds, showsTips } from './error-model';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  max-width: 48rem;
  h2 { font-size: ${({ theme }) => theme.fontSizes.h3}; margin: 0; }
  p, ul { margin: 0; }
`;

const Links = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
`;

/**
 * The error page of spec §8 for a status (unknown → generic): title, description when the copy has one,
 * tips (not for 1, 401, 403, 404), and links. Brand overrides arrive through the copy (`errors.<status>`).
 */
export function ErrorPage({ status }: { status: number | string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const { errorLinks: brandErrorLinks, brand } = useBrand();
  const { isAuthenticated } = useSession();
  const key = errorKeyFor(status);
  const tipsId = useId();
  const descriptionKey = `errors.${key}.description`;
  return (
    <Page data-error-status={key}>
      <PageHeading>{t(`errors.${key}.title`)}</PageHeading>
      {i18n.exists(descriptionKey) ? <p>{t(descriptionKey)}</p> : null}
      {showsTips(key) ? (
        <section aria-labelledby={tipsId}>
          <h2 id={tipsId}>{t('errors.tips.heading')}</h2>
          <ul>
            {errorTipIds.map((id) => (
              <li key={id}>{t(`errors.tips.${id}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Links>
        {errorLinks(key, isAuthenticated, brandErrorLinks).map((link) => (
          <li key={link.label}>
            <TextLink to={link.to}>{t(link.label, { brand: brand.name })}</TextLink>
          </li>
        ))}
      </Links>
    </Page>
  );
}
