import { useSession } from 'shared-api';

/** The logged-in user's id, '' when nobody is logged in (queries scoped by it stay disabled then). */
export const useUserId = (): string => useSession((state) => state.user?.id ?? '');
