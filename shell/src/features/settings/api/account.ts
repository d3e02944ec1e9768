import { useMutation } from '@tanstack/react-query';
import { accountContract, call, downloadFile, useSession } from 'shared-api';

/** Downloads the user's data (a zip) through the contract's file route. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: () => downloadFile(accountContract.exportData, {}, 'my-data.zip') });
}

/** Deletes the account (password re-entered); this browser's session is cleared once the server has done it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => call(accountContract.deleteAccount, { body: { password } }),
    onSuccess: () => useSession.getState().clearSession(),
  });
}

/** "Log out of all devices": every session ends, this one included. */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => useSession.getState().logout({ everywhere: true }) });
}
