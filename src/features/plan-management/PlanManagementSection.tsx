import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { wordsText, type Words } from '../../engine/i18n/words';
import { serverMessageOr } from '../../api/api-error';
import type { PlanManagementDetails } from '../../api/response-types';
import { planManagementQuery, useAccount, usePlanManagementDetails } from '../../member/queries';
import { isSubscriber } from '../../member/subscriber';
import { AlertBanner } from '../../ui/AlertBanner';
import { Button } from '../../ui/Button';
import { Facts } from '../../ui/Facts';
import { ActionRow, FormStack } from '../../ui/FormLayout';
import { formatUsDate } from '../../ui/format';
import { ExternalLink } from '../../ui/Link';
import { RadioGroup } from '../../ui/RadioGroup';
import { useSnackbar } from '../../ui/snackbar/snackbar-context';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { required, withMessage } from '../../ui/validation/validators';
import { useForm } from '../../ui/validation/use-form';
import { NotRenewing } from './NotRenewing';
import { postCancellation } from './page-api';
import { cancellationConsequence, cancellationRefusals, planManagementView, type CancellationId, type PlanManagementView } from './page-rules';

const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  h3, p { margin: 0; }
  h3 { font-size: 1.125rem; }
  ul { margin: 0; }
`;

const Form = styled(FormStack)`
  max-width: 36rem;
  p { margin: 0; }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A server's 400 (already cancelled, an option not offered) or 403 (not the subscriber) says why; else our words. */
const refusalStatuses = [400, 403] as const;

const cancelRules = () => ({ choice: [withMessage(required, 'planManagement.manage.cancel.required')] });

function PlanYears({ view }: { view: PlanManagementView }) {
  const { t } = useTranslation();
  const { currentPlanYear, upcomingPlanYear, openEnrollment, coverageStartUponRenewal } = view;
  if (!currentPlanYear && !upcomingPlanYear && !openEnrollment && !coverageStartUponRenewal) return null;
  return (
    <Facts>
      {currentPlanYear ? (
        <>
          <dt>{t('planManagement.manage.currentPlanYear')}</dt>
          <dd>{currentPlanYear}</dd>
        </>
      ) : null}
      {upcomingPlanYear ? (
        <>
          <dt>{t('planManagement.manage.upcomingPlanYear')}</dt>
          <dd>{upcomingPlanYear}</dd>
        </>
      ) : null}
      {openEnrollment ? (
        <>
          <dt>{t('planManagement.manage.openEnrollment')}</dt>
          <dd>
            {t('planManagement.manage.openEnrollmentRange', {
              start: formatUsDate(openEnrollment.start),
              end: formatUsDate(openEnrollment.end),
            })}
          </dd>
        </>
      ) : null}
      {coverageStartUponRenewal ? (
        <>
          <dt>{t('planManagement.manage.renewalStarts')}</dt>
          <dd>{formatUsDate(coverageStartUponRenewal)}</dd>
        </>
      ) : null}
    </Facts>
  );
}

function Renew({ view }: { view: PlanManagementView }) {
  const { t } = useTranslation();
  if (!view.shopUrl && !view.exchange) return null;
  return (
    <Part>
      <h3>{t('planManagement.manage.renewTitle')}</h3>
      <p>{t('planManagement.manage.renewIntro')}</p>
      <Links>
        {view.shopUrl ? (
          <li>
            <ExternalLink href={view.shopUrl}>{t('planManagement.manage.shop')}</ExternalLink>
          </li>
        ) : null}
        {view.exchange ? (
          <li>
            <ExternalLink href={view.exchange.url}>{t('planManagement.manage.exchange', { label: view.exchange.label })}</ExternalLink>
          </li>
        ) : null}
      </Links>
    </Part>
  );
}

/**
 * Choose which plans not to renew, then a confirmation that says what ends and when (spec §4), then POST
 * plan-management/cancellation. The answer replaces the details in the cache: this section and the home banner (the
 * same query) show the not-renewing state. A refusal shows the server's message and keeps the choice.
 */
function CancelForm({ options, coverageEnd }: { options: { id: CancellationId; label: Words }[]; coverageEnd: string | null }) {
  const { t } = useTranslation();
  const { notify } = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm({ initial: { choice: '' }, rules: cancelRules });
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const firstMove = useRef(true);
  const cancel = useMutation({ mutationFn: postCancellation, meta: { handlesErrors: true } });

  useEffect(() => {
    if (firstMove.current) {
      firstMove.current = false;
      return;
    }
    if (confirming) confirmRef.current?.focus();
    else document.querySelector<HTMLInputElement>('input[name="choice"]:checked')?.focus();
  }, [confirming]);

  const choice = options.find((option) => option.id === form.values.choice)?.id ?? null;
  const consequence = choice ? cancellationConsequence(choice, coverageEnd) : null;

  const confirm = () => {
    if (!choice) return;
    cancel.mutate(choice, {
      onSuccess: (details: PlanManagementDetails) => {
        queryClient.setQueryData(planManagementQuery.queryKey, details);
        const endDate = details.coverageEndDateUponCancellation;
        notify({
          status: 'success',
          message: endDate
            ? t('planManagement.manage.cancel.saved', { endDate: formatUsDate(endDate) })
            : t('planManagement.manage.cancel.savedWithoutDate'),
        });
      },
    });
  };

  return (
    <Part>
      <h3>{t('planManagement.manage.cancel.title')}</h3>
      <Form
        noValidate
        aria-busy={cancel.isPending || undefined}
        onSubmit={form.handleSubmit(() => {
          cancel.reset();
          setConfirming(true);
        })}
      >
        {confirming && consequence ? (
          <>
            <p ref={confirmRef} tabIndex={-1}>
              {t(consequence.key, consequence.endDate ? { endDate: formatUsDate(consequence.endDate) } : {})}
            </p>
            <p>{t('planManagement.manage.finalNote')}</p>
            <ActionRow>
              <Button onClick={confirm} disabled={cancel.isPending}>
                {cancel.isPending ? t('planManagement.manage.cancel.confirming') : t('planManagement.manage.cancel.confirm')}
              </Button>
              <Button $variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                {t('planManagement.manage.cancel.goBack')}
              </Button>
            </ActionRow>
          </>
        ) : (
          <>
            <p>{t('planManagement.manage.cancel.intro')}</p>
            <RadioGroup
              name="choice"
              legend={t('planManagement.manage.cancel.legend')}
              options={options.map((option) => ({ value: option.id, label: wordsText(option.label, t) }))}
              value={form.values.choice}
              onChange={(value) => form.set('choice', value)}
              onBlur={() => form.touch('choice')}
              error={form.message('choice', t('planManagement.manage.cancel.legend'))}
            />
            <ActionRow>
              <Button type="submit">{t('planManagement.manage.cancel.continue')}</Button>
            </ActionRow>
          </>
        )}
        {cancel.isError ? (
          <AlertBanner
            type="error"
            live="assertive"
            title={serverMessageOr(cancel.error, refusalStatuses, t('planManagement.manage.cancel.failed'), { keys: cancellationRefusals, t })}
          />
        ) : null}
      </Form>
    </Part>
  );
}

/**
 * Plan management on /account/plan-benefits (spec §3 "Plan management details", §4, §6): the plan years and open
 * enrollment, renew, and the subscriber's choice not to renew a direct plan; a plan already set not to renew shows
 * when benefits end and which plans, and no choice. Placed under `planManagement.eligibleAndActive`, like the banner.
 */
export default function PlanManagementSection() {
  const { t } = useTranslation();
  const details = usePlanManagementDetails();
  const account = useAccount();
  const title = t('planManagement.manage.title');

  const skeleton = { minHeight: '14rem', lines: 4 };
  if (!details.isSuccess) return tileWhileNotLoaded(details, title, skeleton);
  if (!account.isSuccess) return tileWhileNotLoaded(account, title, skeleton);
  const subscriber = isSubscriber(account.data.member);
  const view = planManagementView(details.data, subscriber);

  return (
    <Tile title={title}>
      <PlanYears view={view} />
      {view.notRenewing ? (
        <Part>
          <NotRenewing notice={view.notRenewing} />
        </Part>
      ) : (
        <Renew view={view} />
      )}
      {view.cancel.kind === 'options' ? (
        <CancelForm options={view.cancel.options} coverageEnd={details.data.coverageEndDateUponCancellation} />
      ) : view.cancel.kind === 'subscriberOnly' ? (
        <p>{t('planManagement.manage.subscriberOnly')}</p>
      ) : null}
    </Tile>
  );
}
