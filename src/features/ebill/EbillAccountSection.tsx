import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { putRegisterEbillUser, useOpenEbill } from '../../member/ebill-hand-off';
import { ebillRegisteredQuery } from '../../member/queries';
import { AlertBanner } from '../../ui/AlertBanner';
import { Button } from '../../ui/Button';
import { ActionRow } from '../../ui/FormLayout';
import { Facts } from '../../ui/Facts';
import { Tile } from '../../ui/Tile';
import { TileError } from '../../ui/TileError';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import type { EbillAccountProps } from './ebill-account.widget';
import { ebillAccountState, shouldRegister, type RegisteredRead } from './rules';

const Text = styled.p`
  margin: 0;
`;

function PayButton({ ebillUrl, firstVisit }: { ebillUrl: string; firstVisit: boolean }) {
  const { t } = useTranslation();
  const openEbill = useOpenEbill(ebillUrl, { firstVisit });
  // Once the form post has started the browser is leaving: the button stays focusable but inert.
  const leaving = openEbill.isPending || openEbill.isSuccess;
  return (
    <>
      <ActionRow>
        <Button
          aria-disabled={leaving || undefined}
          aria-busy={leaving || undefined}
          onClick={() => {
            if (!leaving) openEbill.mutate();
          }}
        >
          {leaving ? t('ebill.account.paying') : t('ebill.account.pay')}
        </Button>
      </ActionRow>
      {openEbill.isError ? <AlertBanner type="error" live="assertive" title={t('ebill.account.payFailed')} /> : null}
    </>
  );
}

/**
 * /account/ebill (spec §2, §4, §7): the registration state (GET ebill/ebillRegistered, the member facts' query); on the
 * first visit of a member not yet registered, PUT ebill/registerEbillUser and say the account is set up; then the pay
 * action, the home tool's hand-off (user key, registration, a form post to `ebillUrl` in this window). The paperless
 * and notification choices are another section of the page (the settings' communication preferences).
 */
export default function EbillAccountSection({ ebillUrl }: EbillAccountProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const registeredQuery = useQuery(ebillRegisteredQuery);
  const register = useMutation({
    mutationFn: putRegisterEbillUser,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.setQueryData(ebillRegisteredQuery.queryKey, true),
  });
  const started = useRef(false);
  const title = t('ebill.account.title');

  const read: RegisteredRead = registeredQuery.isSuccess
    ? { status: 'success', registered: registeredQuery.data }
    : registeredQuery.isError
      ? { status: 'error' }
      : { status: 'pending' };

  const { mutate } = register;
  const firstCall = shouldRegister(read, register.status);
  useEffect(() => {
    // Once a page: React may run effects twice, and a failure is retried by the member, not in a loop.
    if (!firstCall || started.current) return;
    started.current = true;
    mutate();
  }, [firstCall, mutate]);

  const state = ebillAccountState(read, register.status);
  if (state.kind === 'loading' || state.kind === 'readFailed') {
    return tileWhileNotLoaded(registeredQuery, title, { minHeight: '10rem', lines: 3 });
  }

  return (
    <Tile title={title} busy={state.kind === 'registering' || undefined}>
      <Text>{t('ebill.account.intro')}</Text>
      {state.kind === 'registering' ? <p role="status">{t('ebill.account.settingUp')}</p> : null}
      {state.kind === 'registrationFailed' ? (
        <TileError message={t('ebill.account.setUpFailed')} onRetry={() => mutate()} retrying={register.isPending} />
      ) : null}
      {state.kind === 'registered' ? (
        <>
          {state.justNow ? <AlertBanner type="success" live="polite" title={t('ebill.account.setUp')} /> : null}
          <Facts>
            <dt>{t('ebill.account.status')}</dt>
            <dd>{t('ebill.account.registered')}</dd>
          </Facts>
          <PayButton ebillUrl={ebillUrl} firstVisit={state.justNow} />
        </>
      ) : null}
    </Tile>
  );
}
