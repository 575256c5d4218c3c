import { useTranslation } from 'react-i18next';
import { formatUsDate } from '../../ui/format';
import type { PlanManagementNotice } from './rules';

/** Spec §4: benefits end on the coverage end date, and which plans are not renewed (the banner and the page). */
export function NotRenewing({ notice }: { notice: Extract<PlanManagementNotice, { kind: 'notRenewing' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {notice.coverageEnd
          ? t('planManagement.notRenewing.withDate', { endDate: formatUsDate(notice.coverageEnd) })
          : t('planManagement.notRenewing.withoutDate')}
      </p>
      <p>{t('planManagement.notRenewing.plansIntro')}</p>
      <ul>
        {notice.plansNotRenewed.map((plan) => (
          <li key={plan}>{t(`planManagement.notRenewing.plans.${plan}`)}</li>
        ))}
      </ul>
    </>
  );
}
