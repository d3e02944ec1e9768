import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { call } from '../client/call.ts';
import { trainingsContract } from '../contract-refs.ts';
import type { Language } from '../session/language-store.ts';
import { userKeys } from './user.ts';

/** Keys of the public trainings (one list per language) and of one training. */
export const trainingKeys = {
  all: ['trainings'] as const,
  list: (language: Language) => [...trainingKeys.all, 'list', language] as const,
  detail: (id: string, language: Language) => [...trainingKeys.all, 'detail', id, language] as const,
};

/** The key of a seeker's enrolments. */
export const enrolmentKeys = (userId: string) => [...userKeys(userId).all, 'trainings'] as const;

/** GET /trainings: the open trainings that have not started, in one language, soonest first. */
export const trainingListQuery = (language: Language) =>
  queryOptions({
    queryKey: trainingKeys.list(language),
    queryFn: ({ signal }) => call(trainingsContract.list, { query: { lang: language }, signal }),
  });

/** GET /trainings/:id in one language. */
export const trainingDetailQuery = (id: string, language: Language) =>
  queryOptions({
    queryKey: trainingKeys.detail(id, language),
    queryFn: ({ signal }) => call(trainingsContract.get, { params: { id }, query: { lang: language }, signal }),
  });

/** GET /seekers/me/trainings: the seeker's enrolments (waiting ones with their position). */
export const myEnrolmentsQuery = (userId: string) =>
  queryOptions({
    queryKey: enrolmentKeys(userId),
    queryFn: ({ signal }) => call(trainingsContract.mine, { signal }),
  });

/** After an enrolment changes: the seeker's list and the public counts (seats left, waiting) are read again. */
function refetchAfter(client: QueryClient, userId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: enrolmentKeys(userId) }),
    client.invalidateQueries({ queryKey: trainingKeys.all }),
  ]);
}

/** POST /trainings/:id/enrolment: a seat, or the waiting list when the seats are taken (the answer says which). */
export const enrolMutation = (client: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: [...enrolmentKeys(userId), 'enrol'],
    mutationFn: (trainingId: string) => call(trainingsContract.enrol, { params: { id: trainingId } }),
    onSettled: () => refetchAfter(client, userId),
  });

/** DELETE /trainings/:id/enrolment: withdraw, or leave the waiting list. */
export const withdrawMutation = (client: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: [...enrolmentKeys(userId), 'withdraw'],
    mutationFn: (trainingId: string) => call(trainingsContract.withdraw, { params: { id: trainingId } }),
    onSettled: () => refetchAfter(client, userId),
  });
