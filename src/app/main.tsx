import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { trustBootManifest } from '../manifest/trust-boot-manifest';
import { App } from './App';
import { readBootData } from './boot-data';
import { BootFailure } from './BootFailure';

const root = createRoot(document.getElementById('root')!);
const boot = readBootData(document);
const loaded = boot ? trustBootManifest(boot.manifest) : null;

if (boot && loaded?.ok) {
  root.render(
    <StrictMode>
      <App manifest={loaded.manifest} copy={boot.copy} />
    </StrictMode>,
  );
} else {
  root.render(<BootFailure problems={loaded && !loaded.ok ? loaded.problems : []} />);
}
