import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, employerNotesContract } from 'shared-api';
import { employerKeys } from '../../../lib/query-keys.ts';
import { useEmployerMutation } from '../../../lib/use-employer-mutation.ts';
import { useUserId } from '../../../lib/use-user-id.ts';

/** GET /applications/:id/notes: the employer's private notes on one application, newest first. */
export const notesQuery = (userId: string, applicationId: string) =>
  queryOptions({
    queryKey: employerKeys(userId).notes(applicationId),
    queryFn: ({ signal }) => call(employerNotesContract.list, { params: { id: applicationId }, signal }),
    enabled: Boolean(userId && applicationId),
  });

export const useEmployerNotes = (applicationId: string) => useQuery(notesQuery(useUserId(), applicationId));

/** POST, PUT and DELETE of the notes of one application; each refreshes its notes. */
export const useAddNote = (applicationId: string) =>
  useEmployerMutation(
    (body: string) => call(employerNotesContract.create, { params: { id: applicationId }, body: { body } }),
    { invalidates: (keys) => [keys.notes(applicationId)] },
  );

export const useEditNote = (applicationId: string) =>
  useEmployerMutation(
    ({ noteId, body }: { noteId: string; body: string }) =>
      call(employerNotesContract.update, { params: { id: applicationId, noteId }, body: { body } }),
    { invalidates: (keys) => [keys.notes(applicationId)] },
  );

export const useDeleteNote = (applicationId: string) =>
  useEmployerMutation(
    (noteId: string) => call(employerNotesContract.remove, { params: { id: applicationId, noteId } }),
    { invalidates: (keys) => [keys.notes(applicationId)] },
  );
