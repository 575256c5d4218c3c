import { useTranslation } from 'react-i18next';
import { useAccount } from '../../member/queries';
import { EntryList } from '../../ui/EntryList';
import { formatUsDate } from '../../ui/format';
import { Tile } from '../../ui/Tile';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { FactRows, type FactRow } from './FactRows';
import { CardFacts, MemberEntry } from './MemberCard';
import { memberDetails, memberNumber, planFacts } from './page-rules';

/** Spec §3 Family and Member on /account/member-information: the plan's details, then each member shown. */
export default function PlanMembersSection() {
  const { t } = useTranslation();
  const account = useAccount();
  const planTitle = t('accountPages.plan.title');
  if (!account.isSuccess) return tileWhileNotLoaded(account, planTitle, { minHeight: '12rem', lines: 5, lineHeight: '1.25rem' });

  const plan = planFacts(account.data.family);
  const rows: FactRow[] = [
    [t('accountPages.plan.subscriberId'), plan.subscriberId],
    [t('accountPages.plan.groupNumber'), plan.groupNumber],
    [t('accountPages.plan.groupName'), plan.groupName],
    [t('accountPages.plan.coverageType'), plan.coverageType],
    [t('accountPages.plan.effectiveDate'), formatUsDate(plan.effectiveDate)],
  ];
  return (
    <>
      <Tile title={planTitle}>
        <CardFacts>
          <FactRows rows={rows} />
        </CardFacts>
      </Tile>
      <Tile title={t('accountPages.members.title')}>
        <EntryList>
          {memberDetails(account.data).map((member) => (
            <MemberEntry key={member.suffix} name={member.name} you={member.you} youLabel={t('accountPages.family.you')}>
              <CardFacts>
                <FactRows
                  rows={[
                    [t('accountPages.members.memberNumber'), memberNumber(member.suffix)],
                    [t('accountPages.members.relationship'), member.relationship],
                    [t('accountPages.members.dateOfBirth'), formatUsDate(member.dateOfBirth)],
                    [t('accountPages.members.sex'), member.sex],
                  ]}
                />
              </CardFacts>
            </MemberEntry>
          ))}
        </EntryList>
      </Tile>
    </>
  );
}
