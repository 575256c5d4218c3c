import { useTranslation } from 'react-i18next';
import { usePlanManagementDetails } from '../../member/queries';
import { TextLink } from '../../ui/Link';
import { planManagementNotice, type PlanManagementNotice } from './rules';
import { formatUsDate } from '../../ui/format';
import { tileWhileNotLoaded } from '../../ui/TileStates';
import { BannerTile } from '../../ui/BannerTile';
import { NotRenewing } from './NotRenewing';

/** About the renewal reminder's height, kept while the details load. */
const MIN_HEIGHT = '8rem';

/** Plan management banner (spec §2, §4): the renewal reminder, or when benefits end and which plans do not renew. */
export default function PlanManagementBanner() {
  const { t } = useTranslation();
  const details = usePlanManagementDetails();
  const title = t('planManagement.banner.title');

  if (!details.isSuccess) return tileWhileNotLoaded(details, title, { minHeight: MIN_HEIGHT, lines: 2 }, BannerTile);
  const notice = planManagementNotice(details.data);
  if (!notice) return null;

  return (
    <BannerTile title={title}>
      <NoticeText notice={notice} />
      <p>
        <TextLink to="/account/plan-benefits">{t('planManagement.banner.link')}</TextLink>
      </p>
    </BannerTile>
  );
}

function NoticeText({ notice }: { notice: PlanManagementNotice }) {
  const { t } = useTranslation();
  if (notice.kind === 'renewalReminder') {
    const { openEnrollmentEnd, upcomingPlanYear } = notice;
    if (!openEnrollmentEnd) return <p>{t('planManagement.banner.renewal.withoutDate')}</p>;
    const endDate = formatUsDate(openEnrollmentEnd);
    return (
      <p>
        {upcomingPlanYear
          ? t('planManagement.banner.renewal.withYear', { endDate, planYear: upcomingPlanYear })
          : t('planManagement.banner.renewal.withoutYear', { endDate })}
      </p>
    );
  }
  return <NotRenewing notice={notice} />;
}
