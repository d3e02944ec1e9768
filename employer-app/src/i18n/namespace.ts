/** This remote's i18next namespace, named after its federation name. */
export const NAMESPACE = 'employer_app';
