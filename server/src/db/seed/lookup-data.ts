/** [English name, Nepali name] */
export type NameSeed = readonly [string, string];

export const OTHER: NameSeed = ['Other', 'अन्य'];

export const JOB_TYPES = [
  { key: 'full-time', name: ['Full-time', 'पूर्णकालीन'] },
  { key: 'part-time', name: ['Part-time', 'आंशिक समय'] },
  { key: 'contract', name: ['Contract', 'करार'] },
  { key: 'internship', name: ['Internship', 'इन्टर्नसिप'] },
  { key: 'freelance', name: ['Freelance', 'फ्रिल्यान्स'] },
  { key: 'remote', name: ['Remote', 'घरबाटै काम (रिमोट)'] },
] as const;

export const EXPERIENCE_LEVELS = [
  { key: 'fresher', name: ['Fresher', 'नयाँ (अनुभव नभएको)'] },
  { key: '0-1', name: ['0-1 years', '०-१ वर्ष'] },
  { key: '1-3', name: ['1-3 years', '१-३ वर्ष'] },
  { key: '3-5', name: ['3-5 years', '३-५ वर्ष'] },
  { key: '5+', name: ['5+ years', '५ वर्षभन्दा बढी'] },
] as const;

export const EDUCATION_LEVELS = [
  { key: 'below-see', name: ['Below SEE', 'एसईईभन्दा कम'] },
  { key: 'see', name: ['SEE', 'एसईई'] },
  { key: 'plus-two', name: ['+2 / Intermediate', 'कक्षा १२ (+२)'] },
  { key: 'bachelor', name: ["Bachelor's degree", 'स्नातक'] },
  { key: 'master', name: ["Master's degree", 'स्नातकोत्तर'] },
  { key: 'diploma', name: ['Diploma / Certificate', 'डिप्लोमा / प्रमाणपत्र'] },
] as const;

/** The level of a post, as Nepali job portals list it. */
export const JOB_LEVELS = [
  { key: 'entry', name: ['Entry level', 'सुरुवाती तह'] },
  { key: 'mid', name: ['Mid level', 'मध्यम तह'] },
  { key: 'senior', name: ['Senior level', 'वरिष्ठ तह'] },
  { key: 'top', name: ['Top level (management)', 'उच्च तह (व्यवस्थापन)'] },
] as const;

/** NPR per month; null means open-ended. */
export const SALARY_RANGES = [
  { key: 'below-10000', name: ['Below NPR 10,000', 'रु. १०,००० भन्दा कम'], min: null, max: 10000 },
  { key: '10000-20000', name: ['NPR 10,000 - 20,000', 'रु. १०,००० - २०,०००'], min: 10000, max: 20000 },
  { key: '20000-30000', name: ['NPR 20,000 - 30,000', 'रु. २०,००० - ३०,०००'], min: 20000, max: 30000 },
  { key: '30000-50000', name: ['NPR 30,000 - 50,000', 'रु. ३०,००० - ५०,०००'], min: 30000, max: 50000 },
  { key: '50000-plus', name: ['NPR 50,000+', 'रु. ५०,००० भन्दा बढी'], min: 50000, max: null },
  { key: 'negotiable', name: ['Negotiable', 'सम्झौता अनुसार'], min: null, max: null },
] as const;

export const CATEGORIES: NameSeed[] = [
  ['Accounting & Finance', 'लेखा तथा वित्त'],
  ['Administration & Office', 'प्रशासन तथा कार्यालय'],
  ['Agriculture & Livestock', 'कृषि तथा पशुपालन'],
  ['Banking & Insurance', 'बैंकिङ तथा बीमा'],
  ['Cleaning & Housekeeping', 'सरसफाइ तथा हाउसकिपिङ'],
  ['Construction & Skilled Trades', 'निर्माण तथा सीपमूलक काम'],
  ['Customer Service', 'ग्राहक सेवा'],
  ['Driving & Transport', 'सवारी चालक तथा यातायात'],
  ['Education & Teaching', 'शिक्षा तथा अध्यापन'],
  ['Engineering', 'इन्जिनियरिङ'],
  ['Health & Nursing', 'स्वास्थ्य तथा नर्सिङ'],
  ['Hospitality & Tourism', 'आतिथ्य तथा पर्यटन'],
  ['Information Technology', 'सूचना प्रविधि'],
  ['Manufacturing & Production', 'उत्पादन तथा उद्योग'],
  ['Marketing & Sales', 'बजारीकरण तथा बिक्री'],
  ['NGO / Development', 'गैरसरकारी संस्था तथा विकास'],
  ['Security Services', 'सुरक्षा सेवा'],
  OTHER,
];

export const INDUSTRIES: NameSeed[] = [
  ['Agriculture & Forestry', 'कृषि तथा वन'],
  ['Banking & Financial Services', 'बैंक तथा वित्तीय सेवा'],
  ['Construction & Real Estate', 'निर्माण तथा घरजग्गा'],
  ['Cooperatives', 'सहकारी'],
  ['Education', 'शिक्षा'],
  ['Energy & Hydropower', 'ऊर्जा तथा जलविद्युत'],
  ['Government & Public Sector', 'सरकारी तथा सार्वजनिक क्षेत्र'],
  ['Health Care', 'स्वास्थ्य सेवा'],
  ['Hotels & Restaurants', 'होटल तथा रेस्टुरेन्ट'],
  ['Information Technology', 'सूचना प्रविधि'],
  ['Manufacturing', 'उत्पादन उद्योग'],
  ['Media & Communication', 'सञ्चार तथा मिडिया'],
  ['NGO / INGO', 'गैरसरकारी / अन्तर्राष्ट्रिय गैरसरकारी संस्था'],
  ['Retail & Wholesale Trade', 'खुद्रा तथा थोक व्यापार'],
  ['Telecommunications', 'दूरसञ्चार'],
  ['Tourism & Travel', 'पर्यटन तथा यात्रा'],
  ['Transport & Logistics', 'यातायात तथा ढुवानी'],
  OTHER,
];

export const SKILLS: NameSeed[] = [
  // trades
  ['Carpentry', 'सिकर्मी'],
  ['Masonry', 'डकर्मी'],
  ['Plumbing', 'प्लम्बिङ'],
  ['Electrical Wiring', 'बिजुली वायरिङ'],
  ['Welding', 'वेल्डिङ'],
  ['Motorcycle Repair', 'मोटरसाइकल मर्मत'],
  ['Tailoring', 'सिलाइ कटाइ'],
  ['Painting', 'रङरोगन'],
  ['Light Vehicle Driving', 'हलुका सवारी चालन'],
  ['Heavy Equipment Operation', 'भारी उपकरण सञ्चालन'],
  ['Beautician', 'ब्युटिसियन'],
  // office
  ['Microsoft Office', 'माइक्रोसफ्ट अफिस'],
  ['Nepali Typing', 'नेपाली टाइपिङ'],
  ['English Communication', 'अङ्ग्रेजी सञ्चार'],
  ['Accounting (Tally)', 'लेखा (ट्याली)'],
  ['Bookkeeping', 'बहीखाता'],
  ['Customer Service', 'ग्राहक सेवा'],
  ['Data Entry', 'डाटा इन्ट्री'],
  ['Sales', 'बिक्री'],
  ['Report Writing', 'प्रतिवेदन लेखन'],
  ['Teaching', 'अध्यापन'],
  // IT
  ['JavaScript', 'जाभास्क्रिप्ट'],
  ['Python', 'पाइथन'],
  ['PHP', 'पीएचपी'],
  ['React', 'रियाक्ट'],
  ['Web Design', 'वेब डिजाइन'],
  ['Graphic Design', 'ग्राफिक डिजाइन'],
  ['Computer Hardware', 'कम्प्युटर हार्डवेयर'],
  ['Networking', 'नेटवर्किङ'],
  ['Digital Marketing', 'डिजिटल मार्केटिङ'],
  ['Video Editing', 'भिडियो सम्पादन'],
  // hospitality and tourism
  ['Cooking', 'खाना पकाउने'],
  ['Bakery', 'बेकरी'],
  ['Housekeeping', 'हाउसकिपिङ'],
  ['Front Office', 'फ्रन्ट अफिस'],
  ['Food & Beverage Service', 'खाद्य तथा पेय सेवा'],
  ['Trekking Guide', 'ट्रेकिङ गाइड'],
  ['Tour Planning', 'भ्रमण योजना'],
  // agriculture
  ['Organic Farming', 'प्राङ्गारिक खेती'],
  ['Vegetable Farming', 'तरकारी खेती'],
  ['Livestock Management', 'पशुपालन व्यवस्थापन'],
  ['Poultry Farming', 'कुखुरा पालन'],
  ['Beekeeping', 'मौरी पालन'],
  ['Dairy Processing', 'दुग्ध प्रशोधन'],
  // health
  ['Nursing', 'नर्सिङ'],
  ['First Aid', 'प्राथमिक उपचार'],
  ['Caregiving', 'हेरचाह सेवा'],
  ['Pharmacy', 'फार्मेसी'],
  ['Laboratory Technician', 'प्रयोगशाला प्राविधिक'],
];
