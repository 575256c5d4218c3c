import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../manifest/brand-context';
import { useSession } from '../../member/session';
import { AppLink } from '../../ui/AppLink';
import { Card } from '../../ui/Card';
import { PageHeading } from '../../ui/PageHeading';

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  padding-left: ${({ theme }) => theme.spacing.lg};
  a { color: ${({ theme }) => theme.colors.link}; }
`;

/**
 * /logout: ends any session left. The hospital brand (features.logoutPage) shows its page with its links (the
 * manifest's `logoutLinks`: return to its dashboard, contact dental customer service, contact the health plan);
 * every other brand goes to the login page with the logged-out banner (spec §2).
 */
export default function LogoutPage() {
  const { t } = useTranslation();
  const manifest = useBrand();
  const { isAuthenticated, temporary, logout } = useSession();

  useEffect(() => {
    if (isAuthenticated || temporary) void logout();
  }, [isAuthenticated, temporary, logout]);

  if (!manifest.features.logoutPage) return <Navigate to="/login" replace state={{ loggedOut: true }} />;

  return (
    <Card as="section">
      <PageHeading>{t('auth.logout.title')}</PageHeading>
      <Links>
        {(manifest.logoutLinks ?? []).map((link) => (
          <li key={link.id}>
            <AppLink to={link.to}>{t(link.label, { brand: manifest.brand.name })}</AppLink>
          </li>
        ))}
      </Links>
    </Card>
  );
}
