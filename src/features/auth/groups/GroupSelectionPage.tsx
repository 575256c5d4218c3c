import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { PageHeading } from '../../../ui/PageHeading';
import { useChooseGroup, useTokenGroups } from './api';
import { GroupPlanCard } from './GroupPlanCard';
import { CardList, Page } from './layout';

/** /group-selection (temporary token): one card per group plan; choosing one routes on (spec §2, §4). */
export default function GroupSelectionPage() {
  const { t } = useTranslation();
  const groups = useTokenGroups();
  const choose = useChooseGroup();
  return (
    <Page aria-busy={groups.isPending || choose.isPending}>
      <PageHeading>{t('groups.groupSelection.title')}</PageHeading>
      <p>{t('groups.groupSelection.intro')}</p>
      {groups.data && (
        <CardList>
          {groups.data.map((group) => (
            <li key={group.groupId}>
              <GroupPlanCard group={group} disabled={choose.isPending} onChoose={() => choose.mutate(group.groupId)} />
            </li>
          ))}
        </CardList>
      )}
      {(groups.isPending || choose.isPending) && <LoadingOverlay />}
    </Page>
  );
}
