import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../../api/response-types';
import { Button } from '../../../ui/Button';
import { Card, CardTitle } from '../../../ui/Card';
import type { GroupDetail } from './api-types';
import { CardBody, Details } from './layout';
import { PlanStatusTable } from './PlanStatusTable';
import { dateRangeText } from './rules';

interface GroupStatusCardProps {
  group: Group;
  detail: GroupDetail;
  current: boolean;
  disabled: boolean;
  onView(): void;
}

/** A group on /select-group: name, coverage dates, the plan status table and 'View group'. */
export function GroupStatusCard({ group, detail, current, disabled, onView }: GroupStatusCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const dates = dateRangeText(detail.groupEffectiveDate, detail.groupTerminationDate);
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>{group.groupName}</CardTitle>
      <CardBody>
        <Details>
          <dt>{t('groups.selectGroup.coverage')}</dt>
          <dd>{t(dates.key, dates.values)}</dd>
        </Details>
        {current && <p>{t('groups.selectGroup.current')}</p>}
        <PlanStatusTable detail={detail} />
        <Button onClick={onView} disabled={disabled}>
          {t('groups.selectGroup.viewGroup')}
        </Button>
      </CardBody>
    </Card>
  );
}
