/**
 * The towns people name when they mean a district: each district's headquarters and its larger municipalities,
 * in English and Nepali, keyed by the district's English name (the locations list holds districts). The
 * applicant list's City filter finds a seeker of Kaski for "Pokhara" or "पोखरा" through this table.
 */
export const DISTRICT_CITIES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  // Gandaki
  Kaski: [['Pokhara', 'पोखरा']],
  Tanahun: [
    ['Damauli', 'दमौली'],
    ['Byas', 'व्यास'],
    ['Bhanu', 'भानु'],
    ['Shuklagandaki', 'शुक्लागण्डकी'],
  ],
  Syangja: [
    ['Putalibazar', 'पुतलीबजार'],
    ['Waling', 'वालिङ'],
  ],
  Gorkha: [['Palungtar', 'पालुङटार']],
  Lamjung: [
    ['Besisahar', 'बेसीशहर'],
    ['Sundarbazar', 'सुन्दरबजार'],
  ],
  Manang: [['Chame', 'चामे']],
  Mustang: [['Jomsom', 'जोमसोम']],
  Myagdi: [['Beni', 'बेनी']],
  Parbat: [['Kushma', 'कुश्मा']],
  Baglung: [['Galkot', 'गल्कोट']],
  Nawalpur: [
    ['Kawasoti', 'कावासोती'],
    ['Gaindakot', 'गैंडाकोट'],
    ['Devchuli', 'देवचुली'],
  ],
  // Bagmati
  Kathmandu: [
    ['Kirtipur', 'कीर्तिपुर'],
    ['Budhanilkantha', 'बुढानीलकण्ठ'],
    ['Tokha', 'टोखा'],
  ],
  Lalitpur: [
    ['Patan', 'पाटन'],
    ['Godawari', 'गोदावरी'],
  ],
  Bhaktapur: [['Madhyapur Thimi', 'मध्यपुर थिमी']],
  Kavrepalanchok: [
    ['Dhulikhel', 'धुलिखेल'],
    ['Banepa', 'बनेपा'],
    ['Panauti', 'पनौती'],
  ],
  Sindhupalchok: [
    ['Chautara', 'चौतारा'],
    ['Melamchi', 'मेलम्ची'],
  ],
  Nuwakot: [['Bidur', 'बिदुर']],
  Rasuwa: [['Dhunche', 'धुन्चे']],
  Dhading: [
    ['Nilkantha', 'नीलकण्ठ'],
    ['Dhadingbesi', 'धादिङबेसी'],
  ],
  Makwanpur: [['Hetauda', 'हेटौंडा']],
  Chitwan: [
    ['Bharatpur', 'भरतपुर'],
    ['Ratnanagar', 'रत्ननगर'],
  ],
  Dolakha: [
    ['Bhimeshwar', 'भीमेश्वर'],
    ['Charikot', 'चरिकोट'],
  ],
  Ramechhap: [['Manthali', 'मन्थली']],
  Sindhuli: [['Kamalamai', 'कमलामाई']],
  // Koshi
  Taplejung: [['Phungling', 'फुङलिङ']],
  Panchthar: [['Phidim', 'फिदिम']],
  Jhapa: [
    ['Birtamod', 'बिर्तामोड'],
    ['Damak', 'दमक'],
    ['Mechinagar', 'मेचीनगर'],
    ['Bhadrapur', 'भद्रपुर'],
  ],
  Morang: [
    ['Biratnagar', 'विराटनगर'],
    ['Urlabari', 'उर्लाबारी'],
  ],
  Sunsari: [
    ['Dharan', 'धरान'],
    ['Itahari', 'इटहरी'],
    ['Inaruwa', 'इनरुवा'],
  ],
  Terhathum: [['Myanglung', 'म्याङलुङ']],
  Sankhuwasabha: [['Khandbari', 'खाँदबारी']],
  Solukhumbu: [['Salleri', 'सल्लेरी']],
  Okhaldhunga: [['Siddhicharan', 'सिद्धिचरण']],
  Khotang: [['Diktel', 'दिक्तेल']],
  Udayapur: [
    ['Triyuga', 'त्रियुगा'],
    ['Gaighat', 'गाईघाट'],
  ],
};
