import { useTranslation } from 'react-i18next';
import { useAccount } from '../../member/queries';
import { Entry, EntryHeading, EntryList } from '../../ui/EntryList';
import { Facts } from '../../ui/Facts';
import { formatUsDate } from '../../ui/format';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import type { PlanMembersProps } from './plan-members.widget';
import { memberDetails, memberNumber, planFacts } from './page-rules';

/** Spec §3 Family and Member on /account/member-information: the plan's details, then each member shown. */
export default function PlanMembersSection(_props: PlanMembersProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const planTitle = t('accountPages.plan.title');
  if (!account.isSuccess) return tileWhileNotLoaded(account, planTitle, { minHeight: '12rem', lines: 5, lineHeight: '1.25rem' });

  const plan = planFacts(account.data.family);
  const rows: [label: string, value: string | null][] = [
    [t('accountPages.plan.subscriberId'), plan.subscriberId],
    [t('accountPages.plan.groupNumber'), plan.groupNumber],
    [t('accountPages.plan.groupName'), plan.groupName],
    [t('accountPages.plan.coverageType'), plan.coverageType],
    [t('accountPages.plan.effectiveDate'), formatUsDate(plan.effectiveDate)],
  ];
  return (
    <>
      <Tile title={planTitle}>
        <Facts>
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <FactRow key={label} label={label} value={value} />
            ))}
        </Facts>
      </Tile>
      <Tile title={t('accountPages.members.title')}>
        <EntryList>
          {memberDetails(account.data).map((member) => (
            <Entry key={member.suffix}>
              <EntryHeading>
                {member.name}
                {member.you ? ` ${t('accountPages.family.you')}` : null}
              </EntryHeading>
              <Facts>
                <FactRow label={t('accountPages.members.memberNumber')} value={memberNumber(member.suffix)} />
                <FactRow label={t('accountPages.members.relationship')} value={member.relationship} />
                <FactRow label={t('accountPages.members.dateOfBirth')} value={formatUsDate(member.dateOfBirth)} />
                <FactRow label={t('accountPages.members.sex')} value={member.sex} />
              </Facts>
            </Entry>
          ))}
        </EntryList>
      </Tile>
    </>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
