import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../ui/AlertBanner';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { useRegistrationPoliciesPageData } from './api';
import { Intro, Layout } from './layout';
import { PoliciesForm } from './PoliciesForm';

/** /registration-policies (temporary token): welcome, the digital communications policy, the eEOB choice. */
export default function RegistrationPoliciesPage() {
  const { t } = useTranslation();
  const page = useRegistrationPoliciesPageData();
  return (
    <Layout>
      <PageHeading>{t('onboarding.policies.title')}</PageHeading>
      <Intro>{t('onboarding.policies.intro')}</Intro>
      {page.isError ? (
        <AlertBanner type="error" live="assertive" title={t('onboarding.policies.loadError')} />
      ) : page.data ? (
        <PoliciesForm {...page.data} />
      ) : (
        <Spinner label={t('onboarding.loading')} />
      )}
    </Layout>
  );
}
