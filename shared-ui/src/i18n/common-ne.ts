import type { commonEn } from './common-en.ts';
import type { TranslationShape } from './translation-shape.ts';

/** Nepali strings of the `common` namespace; same keys as `commonEn`. */
export const commonNe: TranslationShape<typeof commonEn> = {
  actions: {
    retry: 'पुनः प्रयास गर्नुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    confirm: 'पुष्टि गर्नुहोस्',
    close: 'बन्द गर्नुहोस्',
    save: 'सुरक्षित गर्नुहोस्',
    delete: 'मेटाउनुहोस्',
    submit: 'पेश गर्नुहोस्',
    loading: 'लोड हुँदैछ',
  },
  pager: {
    label: 'पृष्ठहरू',
    showing: 'जम्मा {{total}} नतिजामध्ये {{from}} देखि {{to}} सम्म देखाइँदै',
    previous: 'अघिल्लो',
    next: 'अर्को',
  },
  status: {
    pending: 'विचाराधीन',
    viewed: 'हेरिएको',
    shortlisted: 'छनोट सूचीमा',
    rejected: 'अस्वीकृत',
  },
  confirm: {
    title: 'कृपया पुष्टि गर्नुहोस्',
    deleteItem: 'के तपाईं यो वस्तु मेटाउन निश्चित हुनुहुन्छ? यो कार्य फिर्ता गर्न सकिँदैन।',
    deleteDocument: 'के तपाईं यो कागजात मेटाउन निश्चित हुनुहुन्छ?',
    deleteLogo: 'के तपाईं निश्चित हुनुहुन्छ?',
  },
  field: {
    required: 'अनिवार्य',
  },
  language: {
    switchTo: 'भाषा परिवर्तन गर्नुहोस्',
    en: 'English',
    ne: 'नेपाली',
  },
};
