/** English strings of the `common` namespace (shared-ui widgets used by every app). */
export const commonEn = {
  actions: {
    retry: 'Retry',
    cancel: 'Cancel',
    confirm: 'Confirm',
    close: 'Close',
    save: 'Save',
    delete: 'Delete',
    submit: 'Submit',
    loading: 'Loading',
  },
  pager: {
    label: 'Pagination',
    showing: 'Showing {{from}} to {{to}} of {{total}} results',
    previous: 'Previous',
    next: 'Next',
  },
  status: {
    pending: 'Pending',
    viewed: 'Viewed',
    shortlisted: 'Shortlisted',
    rejected: 'Rejected',
  },
  confirm: {
    title: 'Please confirm',
    deleteItem: 'Are you sure you want to delete this item? This action cannot be undone.',
    deleteDocument: 'Are you sure you want to delete this document?',
    deleteLogo: 'Are you sure?',
  },
  field: {
    required: 'required',
  },
  language: {
    switchTo: 'Switch language',
    en: 'English',
    ne: 'नेपाली',
  },
} as const;
