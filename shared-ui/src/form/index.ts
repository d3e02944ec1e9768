// shared-ui's form kit (package entry `shared-ui/form`): react-hook-form with the contract's zod schemas, and the
// job form built on it. No federation share: each build bundles it into the chunks of its forms
// (build-config/src/shared.ts, FORM_KIT), so a page without a form never downloads react-hook-form. Everything else
// of shared-ui comes from `shared-ui` (never a relative import across the two: the browser would get a second copy).

export { JobForm, type JobFormProps, NO_SCREENING_QUESTIONS } from '../job-form/job-form.tsx';
export {
  EMPTY_JOB_FORM,
  type JobFormValues,
  jobToFormValues,
  toJobFormData,
} from '../job-form/job-form-values.ts';
export { applyServerError } from './apply-server-error.ts';
export { fieldErrorText } from './field-error-text.ts';
export { Form } from './form.tsx';
export { FormActions } from './form-actions.tsx';
export { FormDateField } from './form-date-field.tsx';
export { FormCheckbox, FormField, FormSelect, FormTextArea } from './form-fields.tsx';
export { FormLookupSelect, useIsOther } from './form-lookup-select.tsx';
export { issueToken, parseIssueToken, type ValidationKey } from './issue-token.ts';
export { UnsavedEditsGuard, useReportUnsavedEdits } from './unsaved-edits-guard.tsx';
export { type ContractForm, useContractForm } from './use-contract-form.ts';
