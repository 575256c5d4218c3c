import { useBrand } from '../../manifest/brand-context';
import { SkipLink } from '../../ui/SkipLink';
import { Footer } from './Footer';
import { Header } from './Header';
import { Frame, Main } from './layout-parts';
import { buildMenu } from './menu-model';
import { PageOutlet } from './PageOutlet';

/**
 * The layout of pages without a signed-in member (login, contact-us, recovery, registration, error, and the
 * temporary-token steps): header with the logo and the signed-out utility menu, the page, footer.
 */
export function MinimalLayout() {
  const manifest = useBrand();
  return (
    <Frame>
      <SkipLink />
      <Header utility={buildMenu(manifest.menus, 'utilityAnonymous', null, manifest.rules)} />
      <Main>
        <PageOutlet />
      </Main>
      <Footer />
    </Frame>
  );
}
