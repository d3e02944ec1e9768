import { adminMessages } from './admin-constants.ts';
import { accountMessages, alertMessages } from './alerts-constants.ts';
import { applicationMessages } from './applications-constants.ts';
import { authMessages } from './auth-messages.ts';
import { candidateMessages } from './candidates-constants.ts';
import { commonMessages } from './common-constants.ts';
import { employerMessages } from './employer-constants.ts';
import { insightsMessages } from './insights-constants.ts';
import { interviewMessages } from './interviews-constants.ts';
import { jobMessages } from './jobs-constants.ts';
import { messageMessages } from './messages-constants.ts';
import { notificationMessages } from './notifications-constants.ts';
import { screeningMessages } from './screening-constants.ts';
import { seekerMessages } from './seeker-constants.ts';
import { trainingMessages } from './trainings-constants.ts';

/**
 * The contract's message catalogues by area. A message's code is `<area>.<key>` of the first catalogue (in this
 * order) that holds it, so a sentence shared by two areas (seeker.fullNameRequired = auth.fullNameRequired) has one code.
 */
export const MESSAGE_CATALOGUES = {
  auth: authMessages,
  admin: adminMessages,
  employer: employerMessages,
  job: jobMessages,
  application: applicationMessages,
  seeker: seekerMessages,
  common: commonMessages,
  alert: alertMessages,
  account: accountMessages,
  notification: notificationMessages,
  training: trainingMessages,
  insights: insightsMessages,
  screening: screeningMessages,
  message: messageMessages,
  interview: interviewMessages,
  candidate: candidateMessages,
} as const;

const CODE_OF_MESSAGE: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [area, catalogue] of Object.entries(MESSAGE_CATALOGUES)) {
    for (const [key, message] of Object.entries(catalogue)) {
      if (!map.has(message)) map.set(message, `${area}.${key}`);
    }
  }
  return map;
})();

/** The code of a catalogue message (`auth.invalidCredentials`), or undefined for any other text. */
export function messageCode(message: string): string | undefined {
  return CODE_OF_MESSAGE.get(message);
}

/** Every catalogue code, each once (the codes a client must be able to translate, besides the generic ones). */
export const CATALOGUE_CODES: readonly string[] = [...new Set(CODE_OF_MESSAGE.values())];

/**
 * The codes of failures that are not catalogue messages: by HTTP status, by kind of bad request or refused upload,
 * by the zod issue of a failed validation (`validation.<issue code>`), and the client's own (network, parse,
 * unknown). `admin.lookupInUse` is a sentence with counts (its `params`), so it is not in the admin catalogue.
 */
export const GENERIC_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'payload_too_large',
  'file_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unavailable',
  'internal',
  'invalid_json',
  'empty_body',
  'too_many_parts',
  'bad_multipart',
  'file_type.resume',
  'file_type.logo',
  'file_type.document',
  'file_type.attachment',
  'admin.lookupInUse',
  'validation.invalid',
  'validation.required',
  'validation.body_not_object',
  'validation.control_character',
  'validation.invalid_text',
  'validation.invalid_type',
  'validation.invalid_format',
  'validation.invalid_value',
  'validation.invalid_union',
  'validation.invalid_key',
  'validation.invalid_element',
  'validation.too_small',
  'validation.too_big',
  'validation.not_multiple_of',
  'validation.unrecognized_keys',
  'validation.custom',
  'network',
  'parse',
  'unknown',
] as const;
export type GenericErrorCode = (typeof GENERIC_ERROR_CODES)[number];

/** A validation code the server may send: the zod issue code when it is a known one, else `validation.invalid`. */
export function validationCode(issueCode: string | undefined): GenericErrorCode {
  const code = `validation.${issueCode ?? 'invalid'}`;
  return (GENERIC_ERROR_CODES as readonly string[]).includes(code) ? (code as GenericErrorCode) : 'validation.invalid';
}
