import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getSession } from '../../../member/session';
import { AlertBanner } from '../../../ui/AlertBanner';
import { TextLink } from '../../../ui/Link';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { useContinueRouting } from '../continue-routing';
import { Layout } from './layout';

const Busy = styled.div`
  display: flex;
  justify-content: center;
`;

/**
 * /sso-landing: where single sign-on lands with a temporary token. It continues routing with that token at once;
 * if that fails it says so, with a link to log in (every failure is handled here, never the error page).
 */
export default function SsoLandingPage() {
  const { t } = useTranslation();
  const continueRouting = useContinueRouting();
  const landing = useMutation({ meta: { handlesErrors: true }, mutationFn: (token: string | null) => continueRouting(token) });
  const { mutate } = landing;
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(getSession().temporaryToken);
  }, [mutate]);

  if (landing.isError) {
    return (
      <Layout>
        <PageHeading>{t('onboarding.ssoLanding.failedTitle')}</PageHeading>
        <AlertBanner type="error" title={t('onboarding.ssoLanding.failed')}>
          <p>
            <TextLink to="/login">{t('onboarding.ssoLanding.login')}</TextLink>
          </p>
        </AlertBanner>
      </Layout>
    );
  }
  return (
    <Layout aria-busy="true">
      <PageHeading>{t('onboarding.ssoLanding.title')}</PageHeading>
      <Busy>
        <Spinner size={48} />
      </Busy>
    </Layout>
  );
}
