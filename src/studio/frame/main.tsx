import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../app/App';
import { BootFailure } from '../../app/BootFailure';
import { readBootData } from '../../app/boot-data';
import { trustBootManifest } from '../../manifest/trust-boot-manifest';
import { startSession } from '../../member/session';
import { PREVIEW_ROOT_ID } from './entry';
import { installPreviewStorage } from './preview-storage';
import { pinnedClock, readPreviewBoot } from './preview-boot';

/*
 * The studio's preview frame: the member app itself (App, its route table, engine and widget registry: not a second
 * renderer), booted with the brand (or draft) manifest the gateway inlined, signed in as the chosen demo persona
 * with its session in memory only, and "today" pinned to the studio's as-of date.
 */
const container = document.getElementById(PREVIEW_ROOT_ID)!;
const boot = readBootData(document);
const loaded = boot ? trustBootManifest(boot.manifest) : null;
const preview = readPreviewBoot(document);

if (boot && loaded?.ok && preview) {
  installPreviewStorage();
  startSession(preview.token, new Date());
  // The app's router reads the address: the frame opens on the chosen route.
  window.history.replaceState(null, '', preview.route);
  const clock = pinnedClock(preview.today);
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App manifest={loaded.manifest} copy={boot.copy} clock={clock} />
      </StrictMode>,
    ),
  );
} else {
  createRoot(container).render(<BootFailure problems={loaded && !loaded.ok ? loaded.problems : []} />);
}
