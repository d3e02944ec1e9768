import type { Enrolment, EnrolmentRow, PublicTraining, Training } from '../contract/trainings.ts';
import type { Certification } from '../contract/users.ts';

/** A training as the admin API sends it: open, 10 seats, none taken; `patch` sets what a test needs. */
export function wireTraining(id: string, patch: Partial<Training> = {}): Training {
  return {
    id,
    title_en: 'Hotel and restaurant assistant',
    title_ne: 'होटल तथा रेस्टुराँ सहायक',
    description_en: 'Kitchen, service and housekeeping.',
    description_ne: 'भान्सा, सेवा र हाउसकिपिङ।',
    category: 'hospitality',
    duration_en: '3 months',
    duration_ne: '३ महिना',
    schedule_en: 'Sunday to Friday, 7 am to 11 am',
    schedule_ne: 'आइतबारदेखि शुक्रबार, बिहान ७ देखि ११ बजे',
    venue_en: 'Lakeside, Pokhara',
    venue_ne: 'लेकसाइड, पोखरा',
    seats: 10,
    startDate: '2027-01-10',
    contact: '061-521001',
    status: 'open',
    enrolled: 0,
    waiting: 0,
    seatsLeft: 10,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...patch,
  };
}

/** A training as GET /trainings?lang=en sends it (the English texts of wireTraining); `patch` as above. */
export function wirePublicTraining(id: string, patch: Partial<PublicTraining> = {}): PublicTraining {
  const training = wireTraining(id);
  return {
    id,
    title: training.title_en,
    description: training.description_en,
    category: training.category,
    duration: training.duration_en,
    schedule: training.schedule_en,
    venue: training.venue_en,
    seats: training.seats,
    startDate: training.startDate,
    contact: training.contact,
    status: training.status,
    enrolled: training.enrolled,
    waiting: training.waiting,
    seatsLeft: training.seatsLeft,
    ...patch,
  };
}

/** A seeker's enrolment in `training` (GET /seekers/me/trainings): enrolled now; `patch` as above. */
export function wireEnrolment(training: Training, patch: Partial<Enrolment> = {}): Enrolment {
  return {
    id: `enrolment-${training.id}`,
    trainingId: training.id,
    status: 'enrolled',
    position: null,
    createdAt: '2026-11-02T00:00:00.000Z',
    withdrawnAt: null,
    attendedAt: null,
    completedAt: null,
    training,
    ...patch,
  };
}

/** A row of a training's enrolment list (GET /admin/trainings/:id/enrolments): enrolled; `patch` as above. */
export function wireEnrolmentRow(id: string, patch: Partial<EnrolmentRow> = {}): EnrolmentRow {
  return {
    id,
    seekerId: `seeker-${id}`,
    fullName: `Seeker ${id}`,
    email: `${id}@example.org`,
    phone: '9800000000',
    status: 'enrolled',
    position: null,
    createdAt: '2026-11-02T00:00:00.000Z',
    withdrawnAt: null,
    attendedAt: null,
    completedAt: null,
    ...patch,
  };
}

/** The certification a completed training puts on the seeker's profile, as the profile sends it. */
export function wireVerifiedCertification(training: Training): Certification {
  return {
    id: `certification-${training.id}`,
    name: training.title_en,
    name_ne: training.title_ne,
    issuingOrganization: 'Gandaki Province Job Portal',
    issueDate: '2026-11-20',
    verified: true,
    trainingId: training.id,
    completedAt: '2026-11-20T05:00:00.000Z',
  };
}
