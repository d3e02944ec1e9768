import { useSession } from 'shared-api';

/** The logged-in seeker's id: the seeker's private queries are keyed by it ('' while nobody is logged in). */
export const useSeekerId = () => useSession((state) => state.user?.id ?? '');
