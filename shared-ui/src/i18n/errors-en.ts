import { adminMessages, authMessages, commonMessages, employerMessages, jobMessages, seekerMessages } from 'shared-api';

/**
 * English text of every error code (common:errors.<code>): the contract catalogues' sentences under their area
 * (shared-api MESSAGE_CATALOGUES; success sentences such as auth.signedUp included, for the screens that show
 * them) and the generic codes (shared-api GENERIC_ERROR_CODES). A unit test fails on any code missing here.
 */
export const errorsEn = {
  auth: { ...authMessages },
  admin: {
    ...adminMessages,
    lookupInUse: 'This item is used by jobs or profiles and cannot be deleted.',
  },
  employer: { ...employerMessages },
  job: { ...jobMessages },
  seeker: { ...seekerMessages },
  common: { ...commonMessages },
  bad_request: 'The request could not be processed.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'Not found.',
  method_not_allowed: 'This action is not allowed here.',
  not_acceptable: 'The server cannot answer in the requested format.',
  conflict: 'This conflicts with existing data. Please reload and try again.',
  payload_too_large: 'The file or request is too large.',
  unsupported_media_type: 'This content type is not supported.',
  rate_limited: 'Too many attempts. Please wait a minute and try again.',
  unavailable: 'The service is unavailable right now. Please try again shortly.',
  internal: 'Something went wrong on the server. Please try again.',
  invalid_json: 'The request could not be read.',
  empty_body: 'The request is empty.',
  too_many_parts: 'Too many files or fields in one request.',
  bad_multipart: 'The upload could not be read. Please try again.',
  file_type: {
    resume: 'A resume must be a PDF, a Word document (.doc, .docx) or an image.',
    logo: 'A logo must be an image (JPEG, PNG, WebP or GIF).',
    document: 'Documents must be PDF, Word (.doc, .docx), JPEG or PNG files.',
    attachment: 'A job attachment must be a PDF, JPEG or PNG file.',
  },
  validation: {
    invalid: 'A value is not valid.',
    required: 'A required field is missing.',
    body_not_object: 'The request could not be read.',
    control_character: 'The text contains a character that is not allowed.',
    invalid_text: 'The text is broken (invalid Unicode).',
    invalid_type: 'A value has the wrong type.',
    invalid_format: 'A value is not in the right format.',
    invalid_value: 'A value is not one of the allowed options.',
    invalid_union: 'A value is not valid.',
    invalid_key: 'A key is not valid.',
    invalid_element: 'An item in a list is not valid.',
    too_small: 'A value is too short or too small.',
    too_big: 'A value is too long or too large.',
    not_multiple_of: 'A number is not a valid step.',
    unrecognized_keys: 'The request has fields that are not allowed.',
    custom: 'A value is not valid.',
  },
  network: 'Could not reach the server. Please check your connection and try again.',
  parse: 'Failed to parse successful response from server.',
  unknown: 'An unknown error occurred',
} as const;
