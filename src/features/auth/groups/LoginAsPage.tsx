import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { isHandledLocally } from '../../../api/error-policy';
import { toIsoDate, useClock } from '../../../engine/clock';
import { useBrand } from '../../../manifest/brand-context';
import { useSession } from '../../../member/session';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { ActionRow, FormStack } from '../../../ui/FormLayout';
import { Card } from '../../../ui/Card';
import { Checkbox } from '../../../ui/Checkbox';
import { DateField } from '../../../ui/DateField';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/validation/use-form';
import { wordsText } from '../../../engine/i18n/words';
import { useLoginAs } from './api';
import { Page } from './layout';
import {
  emptyLoginAs,
  loginAsMessageAfter,
  loginAsPayload,
  loginAsRules,
  loginAsTitleKey,
  type LoginAsMessage,
  type LoginAsMode,
  type LoginAsValues,
} from './rules';


const loginAsMessageText = (message: NonNullable<LoginAsMessage>, t: (key: string) => string) => {
  if (message.kind === 'server') return wordsText(message.words, t);
  return t(message.kind === 'failed' ? 'groups.loginAs.errors.failed' : 'groups.loginAs.specificMemberRequired');
};

/** /login-as (staff role): find a member by subscriber ID, or a specific family member, and sign in as them. */
export default function LoginAsPage() {
  const { t } = useTranslation();
  const { staffRole } = useSession();
  const { brand } = useBrand();
  const today = toIsoDate(useClock()());
  const loginAs = useLoginAs();
  const [message, setMessage] = useState<LoginAsMessage>(null);
  const [preventCrmNavigation, setPreventCrmNavigation] = useState(false);
  const clearMessage = useCallback(() => setMessage(loginAsMessageAfter({ type: 'change' })), []);
  const rules = useCallback(() => loginAsRules(today), [today]);
  const form = useForm({ initial: emptyLoginAs, rules, onChange: clearMessage });

  const send = (mode: LoginAsMode, values: LoginAsValues) =>
    loginAs.mutate(
      { payload: loginAsPayload(mode, values, brand.domainId), preventCrmNavigation },
      {
        onError: (error) => {
          if (isApiError(error) && isHandledLocally(error)) {
            setMessage(loginAsMessageAfter({ type: 'serverError', error }));
          }
        },
      },
    );

  const submit = (event: FormEvent) => {
    const next = loginAsMessageAfter({ type: 'submit', mode: 'specificMember', values: form.values });
    setMessage(next);
    form.handleSubmit((values) => {
      if (next === null) send('specificMember', values);
    })(event);
  };

  const continueAsSubscriber = () => {
    setMessage(loginAsMessageAfter({ type: 'submit', mode: 'subscriber', values: form.values }));
    form.touch('subscriberId');
    if (form.errors.subscriberId) document.getElementById('subscriberId')?.focus();
    else send('subscriber', form.values);
  };

  const label = (field: keyof LoginAsValues) => t(`groups.loginAs.${field}`);
  return (
    <Page>
      <PageHeading>{t(loginAsTitleKey(staffRole))}</PageHeading>
      <p>{t('groups.loginAs.intro')}</p>
      {message && (
        <AlertBanner
          type="error"
          live="assertive"
          title={loginAsMessageText(message, t)}
        />
      )}
      <Card>
        <FormStack noValidate onSubmit={submit} aria-busy={loginAs.isPending}>
          <TextField {...form.bind('firstName', label('firstName'))} autoComplete="off" />
          <TextField {...form.bind('lastName', label('lastName'))} autoComplete="off" />
          <DateField {...form.bind('dateOfBirth', label('dateOfBirth'))} hint={t('forms.dateHint')} />
          <TextField {...form.bind('subscriberId', label('subscriberId'))} autoComplete="off" />
          <Checkbox
            id="preventCrmNavigation"
            label={t('groups.loginAs.preventCrmNavigation')}
            checked={preventCrmNavigation}
            onChange={(checked) => {
              setPreventCrmNavigation(checked);
              clearMessage();
            }}
          />
          <ActionRow>
            <Button type="submit" disabled={loginAs.isPending}>
              {t('groups.loginAs.submit')}
            </Button>
            <Button $variant="secondary" onClick={continueAsSubscriber} disabled={loginAs.isPending}>
              {t('groups.loginAs.continueAsSubscriber')}
            </Button>
          </ActionRow>
        </FormStack>
      </Card>
    </Page>
  );
}
