import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '../../../api/response-types';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { Card, CardTitle } from '../../../ui/Card';
import { CardBody, Details } from './layout';
import { showsInactiveBanner } from './rules';
import { formatUsDate } from '../../../ui/format';

/** A group plan on /group-selection: ID, name, dates, 'Inactive plan' when inactive, and 'Log in to account'. */
export function GroupPlanCard({ group, disabled, onChoose }: { group: Group; disabled: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardTitle id={headingId}>{group.groupName}</CardTitle>
      <CardBody>
        {showsInactiveBanner(group) && <AlertBanner type="warning" title={t('groups.groupSelection.inactive')} />}
        <Details>
          <dt>{t('groups.groupSelection.groupId')}</dt>
          <dd>{group.groupId}</dd>
          <dt>{t('groups.groupSelection.effectiveDate')}</dt>
          <dd>{formatUsDate(group.planEffectiveDate)}</dd>
          <dt>{t('groups.groupSelection.terminationDate')}</dt>
          <dd>{group.planTerminationDate ? formatUsDate(group.planTerminationDate) : t('groups.groupSelection.noTerminationDate')}</dd>
        </Details>
        <Button onClick={onChoose} disabled={disabled}>
          {t('groups.groupSelection.logIn')}
        </Button>
      </CardBody>
    </Card>
  );
}
