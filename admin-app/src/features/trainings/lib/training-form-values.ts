import type { Training, TrainingCreateBody, TrainingInput } from 'shared-api';

/** A new training's form: every field empty but the first area, 20 seats, and a draft. */
export const EMPTY_TRAINING: TrainingCreateBody = {
  title_en: '',
  title_ne: '',
  description_en: '',
  description_ne: '',
  category: 'hospitality',
  duration_en: '',
  duration_ne: '',
  schedule_en: '',
  schedule_ne: '',
  venue_en: '',
  venue_ne: '',
  seats: 20,
  startDate: '',
  contact: '',
  status: 'draft',
};

/** A saved training as the edit form's values (its status changes on its own page, not through the form). */
export function trainingToFormValues(training: Training): TrainingInput {
  return {
    title_en: training.title_en,
    title_ne: training.title_ne,
    description_en: training.description_en,
    description_ne: training.description_ne,
    category: training.category,
    duration_en: training.duration_en,
    duration_ne: training.duration_ne,
    schedule_en: training.schedule_en,
    schedule_ne: training.schedule_ne,
    venue_en: training.venue_en,
    venue_ne: training.venue_ne,
    seats: training.seats,
    startDate: training.startDate,
    contact: training.contact,
  };
}
