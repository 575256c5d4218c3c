import styled from 'styled-components';
import { toIsoDate, useClock } from '../../engine/clock';
import { useBrand } from '../../manifest/brand-context';
import type { MenuName } from '../../manifest/manifest-types';
import { useBreakpoint } from '../../engine/theme/use-breakpoint';
import { useMemberFacts } from '../../member/use-member-facts';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SkipLink } from '../../ui/SkipLink';
import { BOTTOM_NAV_SPACE, BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { GlobalAlerts } from './GlobalAlerts';
import { GroupBar } from './GroupBar';
import { Header } from './Header';
import { Frame, Main } from './layout-parts';
import { buildMenu, buildSiteMap } from './menu-model';
import { PageOutlet } from './PageOutlet';
import { PrimaryNav } from './PrimaryNav';
import { SiteMap } from './SiteMap';

/** The containing block of an open menu's dismiss layer (PrimaryNav), so the layer covers the whole page. */
const ShellFrame = styled(Frame)`
  position: relative;
`;

/**
 * The signed-in layout: skip link, header with menus, group bar, global alerts, the page (or the in-place error
 * page), footer with the site map on desktop, the bottom nav on phones, and the loading overlay while the
 * member's facts load. Menu items come only from the manifest, filtered by their rules.
 */
export function AppShell() {
  const manifest = useBrand();
  const member = useMemberFacts();
  const breakpoint = useBreakpoint();
  const today = toIsoDate(useClock()());
  const facts = member.status === 'ready' ? member.facts : null;
  const menu = (name: MenuName) => buildMenu(manifest.menus, name, facts, manifest.rules, { today });
  const phone = breakpoint === 'phone';
  const siteMap = breakpoint === 'desktop' ? buildSiteMap(manifest.menus, manifest.footer.siteMap, facts, manifest.rules, { today }) : [];

  return (
    <ShellFrame $bottomSpace={phone ? BOTTOM_NAV_SPACE : undefined}>
      <SkipLink />
      <Header nav={<PrimaryNav entries={menu('primary')} breakpoint={breakpoint} />} utility={menu('utility')} />
      <GroupBar facts={facts} />
      <Main $holdsViewport>
        <GlobalAlerts facts={facts} />
        <PageOutlet />
      </Main>
      <Footer siteMap={siteMap.length > 0 ? <SiteMap menus={siteMap} /> : undefined} />
      {phone ? <BottomNav entries={menu('bottomNav')} /> : null}
      {member.status === 'loading' ? <LoadingOverlay /> : null}
    </ShellFrame>
  );
}
