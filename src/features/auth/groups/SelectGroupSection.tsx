import { useTranslation } from 'react-i18next';
import { useSession } from '../../../member/session';
import { LoadingOverlay } from '../../../ui/LoadingOverlay';
import { useGroupDetails, useIndividualGroups, useSwitchGroup } from './api';
import { GroupStatusCard } from './GroupStatusCard';
import { CardList, Page } from './layout';

/**
 * The `selectGroup` section of /select-group (signed in): each group with its plan statuses, shown once every
 * group's details are in; View group switches to it.
 */
export default function SelectGroupSection() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const groups = useIndividualGroups();
  const { details } = useGroupDetails(groups.data?.map((g) => g.groupId) ?? [], groups.isSuccess);
  const switchGroup = useSwitchGroup();
  const ready = groups.data !== undefined && details !== null;
  return (
    <Page aria-busy={!ready || switchGroup.isPending}>
      {ready && (
        <CardList>
          {groups.data.map((group) => {
            const detail = details.get(group.groupId);
            return detail ? (
              <li key={group.groupId}>
                <GroupStatusCard
                  group={group}
                  detail={detail}
                  current={group.groupId === claims?.groupId}
                  disabled={switchGroup.isPending}
                  onView={() => switchGroup.mutate(group.groupId)}
                />
              </li>
            ) : null;
          })}
        </CardList>
      )}
      {(!ready || switchGroup.isPending) && <LoadingOverlay label={ready ? undefined : t('groups.selectGroup.loading')} />}
    </Page>
  );
}
