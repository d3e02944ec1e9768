export { Accordion, type AccordionItem } from './accordion.tsx';
export { Alert, type AlertTone } from './alert.tsx';
export { AreaNotFound } from './area-not-found.tsx';
export { Badge, type BadgeStatus, type BadgeTone } from './badge.tsx';
export { Button, type ButtonVariant } from './button.tsx';
export {
  AD_MAX,
  AD_MIN,
  adToBs,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS_EN,
  BS_MONTHS_NE,
  type BsDate,
  bsDaysInMonth,
  bsToAd,
  CalendarRangeError,
} from './calendar/bs-date.ts';
export {
  CALENDAR_COOKIE,
  calendarPreferenceFromCookieHeader,
  getCalendarPreference,
  RenderedCalendarPreference,
  setCalendarPreference,
  useCalendarPreference,
} from './calendar/calendar-preference.ts';
export { CalendarPreferenceFields } from './calendar/calendar-preference-fields.tsx';
export { DeadlineDaysLeft } from './calendar/deadline-days-left.tsx';
export { adDaysInMonth, isoDayOf, parseIsoDay } from './calendar/gregorian.ts';
export { useCalendarPreferenceSync } from './calendar/use-calendar-preference-sync.ts';
export { AVATAR_COLOURS, avatarColour, avatarInitial, CompanyLogo } from './company-logo.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { Disclosure } from './disclosure.tsx';
export { documentTitle, useDocumentTitle } from './document-title.ts';
export { Field, RequiredMark } from './field.tsx';
export { FileInput } from './file-input.tsx';
export {
  AD_MONTHS_EN,
  AD_MONTHS_NE,
  bsFirst,
  formatBsDay,
  formatBsMonth,
  formatDate,
  formatDateTime,
  formatMonth,
  formatNumber,
  formatPeriod,
  parseDate,
  toDevanagariDigits,
} from './format.ts';
export {
  initPortalI18n,
  LANGUAGES,
  loadLanguage,
  loadNamespace,
  type NamespaceLoaders,
  registerNamespace,
} from './i18n/portal-i18n.ts';
export type { TranslationShape } from './i18n/translation-shape.ts';
export { type InterviewFactLabels, InterviewFacts } from './interview-facts.tsx';
export { JobCard } from './job-card.tsx';
export { isNegotiable, jobCategory, jobIndustry, jobLocation, jobSalary, offeredSalary } from './job-display.ts';
export { JobFilters } from './job-filters.tsx';
export { SelectField, TextAreaField } from './job-form/select-field.tsx';
export { KeywordCombobox } from './keyword-combobox.tsx';
export { LanguageToggle } from './language-toggle.tsx';
export { displayIndustry, displayLocationEn, displayOther, isOther, lookupName } from './lookup-name.ts';
export { MessageThread } from './message-thread-loader.tsx';
export { missingKeys, NO_TRANSLATION_PROBLEMS, type TranslationProblems, translationProblems } from './missing-keys.ts';
export { Modal } from './modal.tsx';
export { mountStandalone } from './mount-standalone.tsx';
export { type PageMeta, PageMetaContext, usePageStatus } from './page-meta.ts';
export { Pager } from './pager.tsx';
export { PopoverToggle } from './popover-toggle.tsx';
export { QueryFields } from './query-fields.tsx';
export { type SeekerProfileData, SeekerProfileView } from './seeker-profile-view.tsx';
export { codeText, serverMessage } from './server-message.ts';
export { skillName, useSkillName } from './skill-name.ts';
export { SkillPicker } from './skill-picker.tsx';
export { Spinner } from './spinner.tsx';
export { StandaloneHarness } from './standalone-harness.tsx';
export { useFocusTrap } from './use-focus-trap.ts';
export { PAGE_LIVE_ATTRIBUTE, useHydrated, usePageLive } from './use-hydrated.ts';
export { useLanguage } from './use-language.ts';
export { useLanguageSync } from './use-language-sync.ts';
export { useLocalizedPath } from './use-localized-path.ts';
export { useLookupList, useLookupLists } from './use-lookup-list.ts';
export { CertificationDetails, certificationName } from './verified-certification.tsx';
