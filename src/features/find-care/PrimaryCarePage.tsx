import type { PrimaryCarePageProps } from './primary-care-page.widget';
import PrimaryCareMember from './PrimaryCareMember';
import PrimaryCareOverview from './PrimaryCareOverview';
import PrimaryCareSearch from './PrimaryCareSearch';

/** The `primaryCarePage` widget: the overview, a member's page or the search, as the manifest's section says. */
export default function PrimaryCarePage({ view }: PrimaryCarePageProps) {
  if (view === 'member') return <PrimaryCareMember />;
  if (view === 'search') return <PrimaryCareSearch />;
  return <PrimaryCareOverview />;
}
