// Trainings: the limits, the values and the messages (zod-free: the browser entry exports them).

/** The skill-development page's three category cards, by key. */
export const TRAINING_CATEGORIES = ['hospitality', 'technical', 'agro'] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];

/**
 * A training's life: `draft` (not public) → `open` (public, takes enrolments) ⇄ `closed` (public list no longer
 * shows it, no new enrolments; the course runs) → `completed` (final: attendance and completion are fixed).
 * `cancelled` is reachable from draft, open and closed, and is final.
 */
export const TRAINING_STATUSES = ['draft', 'open', 'closed', 'cancelled', 'completed'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

/** The statuses each status may move to (the server's rule; a screen offers only these). */
export const TRAINING_TRANSITIONS: Readonly<Record<TrainingStatus, readonly TrainingStatus[]>> = {
  draft: ['open', 'cancelled'],
  open: ['closed', 'completed', 'cancelled'],
  closed: ['open', 'completed', 'cancelled'],
  cancelled: [],
  completed: [],
};

/** A new training starts as a draft or opens for enrolment at once. */
export const TRAINING_CREATE_STATUSES = ['draft', 'open'] as const;

/**
 * An enrolment: `enrolled` (holds a seat), `waiting` (on the waiting list, in arrival order), `withdrawn` (by the
 * seeker), `attended` (marked by an administrator; still holds its seat), `completed` (the verified
 * certification is on the seeker's profile). Every status but `withdrawn` is active: one per seeker and training.
 */
export const ENROLMENT_STATUSES = ['enrolled', 'waiting', 'withdrawn', 'attended', 'completed'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** The statuses that hold a seat. */
export const SEAT_HOLDING_STATUSES: readonly EnrolmentStatus[] = ['enrolled', 'attended', 'completed'];

export const TRAINING_LIMITS = {
  title: 200,
  description: 5000,
  duration: 200,
  schedule: 200,
  venue: 200,
  contact: 200,
  seatsMin: 1,
  seatsMax: 500,
  /** A start date is at most this many days ahead of today in Kathmandu. */
  startMaxDays: 730,
} as const;

export const TRAINING_PAGE_SIZE = 10;
export const ENROLMENT_PAGE_SIZE = 20;

/** The sorts of the admin trainings list (the first is the default). */
export const TRAINING_SORTS = ['start', 'newest', 'title'] as const;
/** The sorts of a training's enrolment list: arrival order first (the waiting list's order). */
export const ENROLMENT_SORTS = ['arrival', 'name'] as const;

/** Messages of the trainings area (code `training.<key>`). */
export const trainingMessages = {
  notFound: 'Training not found.',
  enrolmentNotFound: 'Enrolment not found.',
  titleRequired: 'Please enter the title in English and in Nepali.',
  descriptionRequired: 'Please enter the description in English and in Nepali.',
  durationRequired: 'Please enter the duration in English and in Nepali.',
  scheduleRequired: 'Please enter the schedule in English and in Nepali.',
  venueRequired: 'Please enter the venue in English and in Nepali.',
  contactRequired: 'Please enter a contact.',
  categoryInvalid: 'Please choose one of the training areas.',
  seatsInvalid: `Seats must be a whole number from ${TRAINING_LIMITS.seatsMin} to ${TRAINING_LIMITS.seatsMax}.`,
  seatsBelowTaken: 'Seats cannot be fewer than the seekers already enrolled.',
  startDateInvalid: 'Please enter the start date as a calendar date.',
  startDateOutOfRange: 'The start date must be from today up to two years ahead.',
  statusInvalid: 'This status is not offered for a training.',
  transitionNotAllowed: 'The training cannot move to this status from its current one.',
  notEditable: 'A cancelled or completed training can no longer be changed.',
  notOpen: 'This training is not taking enrolments.',
  alreadyStarted: 'This training has already started.',
  alreadyEnrolled: 'You are already enrolled in this training or on its waiting list.',
  onlySeekers: 'Only job seekers can enrol in trainings.',
  accountInactive: 'Your account is deactivated, so you cannot enrol.',
  notWithdrawable: 'This enrolment can no longer be withdrawn.',
  tooManyChanges: 'You have enrolled and withdrawn too often. Please try again in an hour.',
  attendanceNotAllowed: 'Attendance can be marked only for enrolled seekers.',
  completionNotAllowed: 'Completion can be marked only for enrolled seekers who have not withdrawn.',
  trainingFinal: 'This training is completed or cancelled: its enrolments can no longer be changed.',
  attendedInvalid: 'attended must be true or false.',
  completedInvalid: 'completed must be true or false.',
} as const;
