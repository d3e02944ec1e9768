import { useQuery } from '@tanstack/react-query';
import { type Language, trainingListQuery } from 'shared-api';
import { useWarnOnError } from '../../../lib/use-warn-on-error.ts';

/** GET /trainings in the page's language: the open trainings that have not started; a failure is logged only. */
export function useTrainings(language: Language) {
  const query = useQuery(trainingListQuery(language));
  useWarnOnError(query.error, 'Could not load the trainings');
  return query;
}
