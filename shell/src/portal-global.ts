import i18next from 'i18next';
import * as React from 'react';
import { useSession } from 'shared-api';

declare global {
  interface Window {
    /**
     * The shell's singletons, for the e2e test that checks the page has one React, one session store
     * and one i18next: each remote exposes its own view as `window.__portalRemotes[name]`, and the test
     * compares identity with these.
     */
    __portal?: { React: typeof React; useSession: typeof useSession; i18next: typeof i18next };
  }
}

export function exposePortalGlobal(): void {
  window.__portal = { React, useSession, i18next };
}
