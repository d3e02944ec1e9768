import { act, cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { toUser, useSession, type WireUser } from 'shared-api';
import { afterEach, beforeEach } from 'vitest';

/**
 * The hooks of a test file whose tests render signed in as `user`: signed in before each test; after it, the page
 * unmounted, signed out and back in English. Hooks a file adds run after these before a test.
 */
export function signedInForEachTest(user: WireUser, i18n: I18n): void {
  beforeEach(() => {
    useSession.setState({ user: toUser(user) });
  });
  afterEach(async () => {
    cleanup();
    useSession.setState({ user: null });
    await act(() => i18n.changeLanguage('en'));
  });
}
