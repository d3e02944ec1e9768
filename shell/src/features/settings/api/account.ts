import { accountContract, call, downloadFile, useSession } from 'shared-api';
import { useShellMutation } from '../../../lib/use-shell-mutation.ts';

/** Downloads the user's data (a zip) through the contract's file route. */
export function useDownloadMyData() {
  return useShellMutation(() => downloadFile(accountContract.exportData, {}, 'my-data.zip'));
}

/** Deletes the account (password re-entered); this browser's session is cleared once the server has done it. */
export function useDeleteAccount() {
  return useShellMutation((password: string) => call(accountContract.deleteAccount, { body: { password } }), {
    onSuccess: () => useSession.getState().clearSession(),
  });
}

/** "Log out of all devices": every session ends, this one included. */
export function useLogoutEverywhere() {
  return useShellMutation(() => useSession.getState().logout({ everywhere: true }));
}
