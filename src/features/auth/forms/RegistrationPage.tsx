import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../manifest/brand-context';
import { Card } from '../../../ui/Card';
import { TextLink } from '../../../ui/Link';
import { PageHeading } from '../../../ui/PageHeading';
import { ProgressSteps } from '../../../ui/ProgressSteps';
import { IdentityStep } from './IdentityStep';
import { BackToLogin, Confirmation, Layout } from './layout';
import { LoginStep } from './LoginStep';
import { identityForm, type IdentityValues } from './rules';

type Step = { kind: 'identity'; returned: boolean } | { kind: 'login' } | { kind: 'done'; username: string };

/** /registration: create an account in two steps (who you are, then your login). */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const { domainId } = useBrand().brand;
  const [step, setStep] = useState<Step>({ kind: 'identity', returned: false });
  const [identity, setIdentity] = useState<IdentityValues>(identityForm);

  return (
    <Layout>
      <PageHeading>{t('pages.registration')}</PageHeading>
      <ProgressSteps
        label={t('accountForms.registration.progress')}
        steps={[t('accountForms.registration.identityStep'), t('accountForms.registration.loginStep')]}
        active={step.kind === 'identity' ? 0 : 1}
        success={step.kind === 'done'}
      />
      {step.kind === 'done' ? (
        <Confirmation title={t('accountForms.registration.done')} next={t('accountForms.registration.doneNext', { username: step.username })}>
          <p>
            <TextLink to="/login">{t('accountForms.logIn')}</TextLink>
          </p>
        </Confirmation>
      ) : (
        <>
          <p>{t('accountForms.registration.intro')}</p>
          <Card>
            {step.kind === 'identity' ? (
              <IdentityStep
                initial={identity}
                domainId={domainId}
                returned={step.returned}
                onVerified={(values) => {
                  setIdentity(values);
                  setStep({ kind: 'login' });
                }}
              />
            ) : (
              <LoginStep
                identity={identity}
                domainId={domainId}
                onBack={() => setStep({ kind: 'identity', returned: true })}
                onDone={(username) => setStep({ kind: 'done', username })}
              />
            )}
          </Card>
          <BackToLogin />
        </>
      )}
    </Layout>
  );
}
