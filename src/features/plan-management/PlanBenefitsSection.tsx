import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { toIsoDate, useClock } from '../../engine/clock';
import { planStatusKey } from '../../member/plan-line';
import { useAccount } from '../../member/queries';
import { Facts } from '../../ui/Facts';
import { formatUsDate } from '../../ui/format';
import { TextLink } from '../../ui/Link';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { planBenefitMembers, planNameIndex, type CategoryPlan, type MemberPlans } from './page-rules';
import { planNamesQuery } from './page-api';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
`;

const Plans = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  align-content: start;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  h3, p { margin: 0; }
  h3 { font-size: 1.125rem; }
`;

const Text = styled.p`
  margin: 0;
`;

function PlanEntry({ plan }: { plan: CategoryPlan }) {
  const { t } = useTranslation();
  const category = t(`planManagement.plans.categories.${plan.category}`);
  return (
    <Plan>
      <h3>{t('planManagement.plans.categoryHeading', { category })}</h3>
      {plan.planName ? <p>{plan.planName}</p> : null}
      <p>{t('planManagement.plans.planId', { id: plan.classPlanId })}</p>
      <p>{t(planStatusKey[plan.status], { date: formatUsDate(plan.date) })}</p>
      {plan.benefitsPath ? (
        <p>
          <TextLink to={plan.benefitsPath}>{t('planManagement.plans.viewBenefits', { category: category.toLowerCase() })}</TextLink>
        </p>
      ) : null}
    </Plan>
  );
}

function MemberTile({ member }: { member: MemberPlans }) {
  const { t } = useTranslation();
  return (
    <Tile title={member.name}>
      <Facts>
        <dt>{t('planManagement.plans.relationship')}</dt>
        <dd>{member.relationship}</dd>
        {member.insuranceType ? (
          <>
            <dt>{t('planManagement.plans.insuranceType')}</dt>
            <dd>{member.insuranceType}</dd>
          </>
        ) : null}
        {member.networks.length > 0 ? (
          <>
            <dt>{t('planManagement.plans.networks')}</dt>
            <dd>{member.networks.join(', ')}</dd>
          </>
        ) : null}
      </Facts>
      {member.plans.length > 0 ? (
        <Plans>
          {member.plans.map((plan) => (
            <PlanEntry key={plan.category} plan={plan} />
          ))}
        </Plans>
      ) : (
        <Text>{t('planManagement.plans.noPlans', { name: member.name })}</Text>
      )}
    </Tile>
  );
}

/**
 * /account/plan-benefits (spec §2, §3, §4): a tile per member the account shows (the subscriber's family, a
 * dependent themself), each category's plan line with its plan's name (GET benefits/history) and id, and a link to the
 * category's benefits page while the plan is in force or to come. The account is already loaded (the member facts);
 * the plan names' call shows its own loading and error states.
 */
export default function PlanBenefitsSection() {
  const { t } = useTranslation();
  const clock = useClock();
  const account = useAccount();
  const names = useQuery(planNamesQuery);
  // Until the members are known, one tile stands for them all.
  const title = t('planManagement.plans.title');

  if (!account.isSuccess) return tileWhileNotLoaded(account, title, { minHeight: '16rem', lines: 5 });
  if (!names.isSuccess) return tileWhileNotLoaded(names, title, { minHeight: '16rem', lines: 5 });

  const members = planBenefitMembers(account.data, toIsoDate(clock()), planNameIndex(names.data));
  return (
    <Stack>
      {members.map((member) => (
        <MemberTile key={member.memberKey} member={member} />
      ))}
    </Stack>
  );
}
