import { toIsoDate, useClock } from '../../engine/clock';
import { useBrand } from '../../manifest/brand-context';
import { useSession } from '../../member/session';
import { SkipLink } from '../../ui/SkipLink';
import { Footer } from './Footer';
import { Header } from './Header';
import { Frame, Main } from './layout-parts';
import { buildMenu, utilityMenuName } from './menu-model';
import { PageOutlet } from './PageOutlet';

/**
 * The layout of pages outside the member's shell (login, contact-us, recovery, registration, error, log-in-as and
 * the temporary-token steps): header with the logo and the utility menu, the page, footer. The utility menu follows
 * the session (spec §2): a signed-in member on /error/404 gets Contact us and Log out, not Log in. No member facts
 * load here, so only items without a rule show.
 */
export function MinimalLayout() {
  const manifest = useBrand();
  const { isAuthenticated } = useSession();
  const today = toIsoDate(useClock()());
  return (
    <Frame>
      <SkipLink />
      <Header utility={buildMenu(manifest.menus, utilityMenuName(isAuthenticated), null, manifest.rules, { today })} />
      <Main>
        <PageOutlet />
      </Main>
      <Footer />
    </Frame>
  );
}
