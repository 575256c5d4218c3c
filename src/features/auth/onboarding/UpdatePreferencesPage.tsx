import { useTranslation } from 'react-i18next';
import { AlertBanner } from '../../../ui/AlertBanner';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { usePreferencesPageData } from './api';
import { Intro, Layout } from './layout';
import { PreferencesForm } from './PreferencesForm';

/** /update-preferences (temporary token): the email address and the preferences relevant to this member. */
export default function UpdatePreferencesPage() {
  const { t } = useTranslation();
  const page = usePreferencesPageData();
  return (
    <Layout>
      <PageHeading>{t('onboarding.preferences.title')}</PageHeading>
      <Intro>{t('onboarding.preferences.intro')}</Intro>
      {page.isError ? (
        <AlertBanner type="error" live="assertive" title={t('onboarding.preferences.loadError')} />
      ) : page.data ? (
        <PreferencesForm {...page.data} />
      ) : (
        <Spinner label={t('onboarding.loading')} />
      )}
    </Layout>
  );
}
