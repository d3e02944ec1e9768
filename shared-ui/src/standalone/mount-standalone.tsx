import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from './standalone-harness.tsx';

/** A remote's whole `src/standalone.tsx`: `mountStandalone(App)` (after importing 'shared-ui/styles.css'). */
export function mountStandalone(App: ComponentType, rootId = 'root'): void {
  const root = document.getElementById(rootId);
  if (!root) throw new Error(`No #${rootId} element to mount into`);
  createRoot(root).render(
    <StrictMode>
      <StandaloneHarness>
        <App />
      </StandaloneHarness>
    </StrictMode>,
  );
}
