import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import {
  applications,
  categories,
  educationLevels,
  employerProfiles,
  experienceLevels,
  files,
  industries,
  jobs,
  jobTypes,
  locations,
  salaryRanges,
  savedJobs,
  seekerProfiles,
  users,
} from '../db/schema.ts';
import { listedCondition } from '../modules/jobs/job-conditions.ts';
import { kathmanduToday } from '../modules/jobs/kathmandu-date.ts';
import { romanizePendingTerms } from '../modules/jobs/roman-terms.ts';
import { demoPdf, demoPng } from './demo-files.ts';
import { createDemoTrainings, removeDemoTrainings } from './demo-trainings.ts';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_DOMAIN = 'demo.portal';
export const DEFAULT_DEMO_JOBS = 40;

type EmployerSeed = {
  company: string;
  description: string;
  industry: string;
  address: string;
  website: string;
  approval: 'approved' | 'pending' | 'rejected';
  rejectionReason?: string;
  color: readonly [number, number, number];
};

const EMPLOYERS: EmployerSeed[] = [
  {
    company: 'Annapurna Hydropower Pvt. Ltd.',
    description: 'Run-of-river hydropower developer in Kaski and Lamjung. अन्नपूर्ण हाइड्रोपावर प्रा. लि.',
    industry: 'Energy & Hydropower',
    address: 'Lakeside-6, Pokhara',
    website: 'https://annapurna-hydro.example.com.np',
    approval: 'approved',
    color: [11, 92, 173],
  },
  {
    company: 'Fewa Lakeside Hotel & Resort',
    description: 'A 60-room lakeside hotel. फेवा तालको किनारमा रहेको होटल तथा रिसोर्ट।',
    industry: 'Hotels & Restaurants',
    address: 'Baidam, Pokhara-6',
    website: 'https://fewa-lakeside.example.com.np',
    approval: 'approved',
    color: [0, 128, 128],
  },
  {
    company: 'Machhapuchhre Digital Solutions',
    description: 'Software and digital services for cooperatives and hotels of Gandaki.',
    industry: 'Information Technology',
    address: 'Newroad, Pokhara-8',
    website: 'https://machhapuchhre-digital.example.com.np',
    approval: 'approved',
    color: [120, 40, 140],
  },
  {
    company: 'गण्डकी कृषि सहकारी संस्था लि.',
    description: 'किसानहरूको बचत तथा ऋण र कृषि उपज संकलन गर्ने सहकारी संस्था।',
    industry: 'Cooperatives',
    address: 'Putalibazar, Syangja',
    website: '',
    approval: 'approved',
    color: [34, 139, 34],
  },
  {
    company: 'Pokhara Valley Hospital',
    description: '150-bed general hospital. पोखरा भ्याली अस्पताल।',
    industry: 'Health Care',
    address: 'Ramghat, Pokhara-10',
    website: 'https://pokhara-valley-hospital.example.com.np',
    approval: 'approved',
    color: [200, 30, 45],
  },
  {
    company: 'Kaligandaki Nirman Company',
    description: 'Road, bridge and building contractor. कालीगण्डकी निर्माण कम्पनी।',
    industry: 'Construction & Real Estate',
    address: 'Beni, Myagdi',
    website: '',
    approval: 'approved',
    color: [180, 110, 20],
  },
  {
    company: 'Manakamana Trek & Travels',
    description: 'Treks and tours around the Annapurna region.',
    industry: 'Tourism & Travel',
    address: 'Gorkha Bazaar, Gorkha',
    website: '',
    approval: 'pending',
    color: [90, 90, 90],
  },
  {
    company: 'Syangja Organic Tea Estate',
    description: 'Organic tea garden and processing.',
    industry: 'Agriculture & Forestry',
    address: 'Waling, Syangja',
    website: '',
    approval: 'rejected',
    rejectionReason:
      'The registration certificate is unreadable. Please upload a clear copy of the PAN and registration.',
    color: [60, 120, 60],
  },
];

const SEEKERS = [
  {
    fullName: 'Sita Gurung',
    headline: 'Accountant',
    skills: ['Accounting (Tally)', 'Microsoft Office', 'Bookkeeping'],
  },
  { fullName: 'राम बहादुर थापा', headline: 'सिकर्मी तथा डकर्मी', skills: ['Carpentry', 'Masonry', 'Painting'] },
  { fullName: 'Anita Pariyar', headline: 'Staff nurse', skills: ['Nursing', 'First Aid', 'Caregiving'] },
  { fullName: 'Bikash Adhikari', headline: 'Web developer', skills: ['JavaScript', 'React', 'Web Design'] },
  { fullName: 'सुनिता पौडेल', headline: 'होटल व्यवस्थापन', skills: ['Front Office', 'Housekeeping', 'Cooking'] },
];

type JobTemplate = {
  title: string;
  description: string;
  category: string;
  skills: string[];
  jobType: string;
  experience: string;
  education: string;
  salary: string;
  /** Index into EMPLOYERS of the approved employer that typically posts it. */
  employer: number;
};

const T = (
  employer: number,
  title: string,
  category: string,
  jobType: string,
  experience: string,
  education: string,
  salary: string,
  skills: string[],
  description: string,
): JobTemplate => ({ employer, title, category, jobType, experience, education, salary, skills, description });

const TEMPLATES: JobTemplate[] = [
  T(
    0,
    'Site Engineer (Civil)',
    'Engineering',
    'full-time',
    '3-5',
    'bachelor',
    '50000-plus',
    ['Report Writing', 'Microsoft Office'],
    'Supervise civil works at the headworks and penstock alignment. Prepare daily progress reports and coordinate with the contractor. Site accommodation provided.',
  ),
  T(
    0,
    'Electrician',
    'Construction & Skilled Trades',
    'full-time',
    '1-3',
    'diploma',
    '20000-30000',
    ['Electrical Wiring'],
    'Maintain the powerhouse wiring and switchyard lighting. A CTEVT level 2 electrician certificate is required.',
  ),
  T(
    0,
    'लेखापाल (Accountant)',
    'Accounting & Finance',
    'full-time',
    '1-3',
    'bachelor',
    '30000-50000',
    ['Accounting (Tally)', 'Bookkeeping'],
    'आयोजनाको दैनिक लेखा, भौचर तथा कर विवरण तयार गर्ने। Tally मा काम गर्न जान्नुपर्ने।',
  ),
  T(
    1,
    'Front Office Assistant',
    'Hospitality & Tourism',
    'full-time',
    '0-1',
    'plus-two',
    '10000-20000',
    ['Front Office', 'English Communication'],
    'Welcome guests, handle check-in and check-out, and answer calls in English and Nepali. Shift duty with meals provided.',
  ),
  T(
    1,
    'भान्से (कुक) चाहियो',
    'Hospitality & Tourism',
    'full-time',
    '1-3',
    'see',
    '20000-30000',
    ['Cooking', 'Bakery'],
    'होटलको भान्सामा नेपाली, भारतीय तथा कन्टिनेन्टल खाना पकाउन सक्ने अनुभवी भान्से चाहिएको छ। खाना र बस्ने व्यवस्था होटलबाट।',
  ),
  T(
    1,
    'Housekeeping Supervisor',
    'Cleaning & Housekeeping',
    'full-time',
    '3-5',
    'plus-two',
    '20000-30000',
    ['Housekeeping'],
    'Lead a team of eight room attendants, plan daily room cleaning and keep the linen inventory.',
  ),
  T(
    1,
    'Waiter / Waitress (Part-time)',
    'Hospitality & Tourism',
    'part-time',
    'fresher',
    'see',
    'below-10000',
    ['Food & Beverage Service'],
    'Evening shifts at the lakeside restaurant. Training is given; tips are shared among staff.',
  ),
  T(
    2,
    'React Developer',
    'Information Technology',
    'full-time',
    '1-3',
    'bachelor',
    '50000-plus',
    ['JavaScript', 'React'],
    'Build web applications for cooperative and hotel clients with React and TypeScript. Hybrid work from our Pokhara office.',
  ),
  T(
    2,
    'Graphic Designer Intern',
    'Information Technology',
    'internship',
    'fresher',
    'plus-two',
    'below-10000',
    ['Graphic Design'],
    'Three-month paid internship designing social media posts and brochures. A portfolio is required.',
  ),
  T(
    2,
    'कम्प्युटर हार्डवेयर प्राविधिक',
    'Information Technology',
    'contract',
    '1-3',
    'diploma',
    '20000-30000',
    ['Computer Hardware', 'Networking'],
    'कार्यालय तथा ग्राहकका कम्प्युटर, प्रिन्टर र नेटवर्क मर्मत सम्भार गर्ने। मोटरसाइकल चलाउन जान्नुपर्ने।',
  ),
  T(
    2,
    'Digital Marketing Executive',
    'Marketing & Sales',
    'remote',
    '1-3',
    'bachelor',
    '30000-50000',
    ['Digital Marketing', 'Video Editing'],
    'Run social media campaigns for tourism clients. Remote work with a monthly meeting in Pokhara.',
  ),
  T(
    3,
    'सहायक लेखापाल',
    'Accounting & Finance',
    'full-time',
    '0-1',
    'plus-two',
    '10000-20000',
    ['Bookkeeping', 'Nepali Typing'],
    'सहकारीको बचत तथा ऋण खाताको दैनिक अभिलेख राख्ने र सदस्यलाई सेवा दिने। स्थानीय उम्मेदवारलाई प्राथमिकता।',
  ),
  T(
    3,
    'Agriculture Technician (JTA)',
    'Agriculture & Livestock',
    'full-time',
    '1-3',
    'diploma',
    '20000-30000',
    ['Organic Farming', 'Vegetable Farming'],
    'Advise member farmers on vegetable and organic farming, run field visits across Syangja.',
  ),
  T(
    3,
    'दुग्ध संकलन सहायक',
    'Agriculture & Livestock',
    'part-time',
    'fresher',
    'see',
    'below-10000',
    ['Dairy Processing'],
    'बिहान र बेलुका गाउँबाट दूध संकलन गरी चिस्यान केन्द्रमा पुर्‍याउने।',
  ),
  T(
    4,
    'Staff Nurse',
    'Health & Nursing',
    'full-time',
    '1-3',
    'diploma',
    '30000-50000',
    ['Nursing', 'First Aid'],
    'Registered staff nurse for the medical ward, rotating shifts. Nepal Nursing Council registration required.',
  ),
  T(
    4,
    'ल्याब टेक्निसियन',
    'Health & Nursing',
    'full-time',
    '1-3',
    'diploma',
    '20000-30000',
    ['Laboratory Technician'],
    'अस्पतालको प्रयोगशालामा नमूना संकलन र परीक्षण गर्ने। नेपाल स्वास्थ्य व्यवसायी परिषद्‌मा दर्ता भएको हुनुपर्ने।',
  ),
  T(
    4,
    'Pharmacy Assistant',
    'Health & Nursing',
    'full-time',
    '0-1',
    'diploma',
    '10000-20000',
    ['Pharmacy', 'Customer Service'],
    'Dispense medicines at the hospital pharmacy and keep the stock register.',
  ),
  T(
    5,
    'Heavy Equipment Operator',
    'Driving & Transport',
    'contract',
    '3-5',
    'below-see',
    '30000-50000',
    ['Heavy Equipment Operation'],
    'Operate excavators and loaders on road projects in Myagdi and Parbat. A heavy vehicle licence is required.',
  ),
  T(
    5,
    'डकर्मी तथा सिकर्मी',
    'Construction & Skilled Trades',
    'contract',
    '1-3',
    'below-see',
    '20000-30000',
    ['Masonry', 'Carpentry'],
    'भवन निर्माण साइटमा गारो लगाउने र ढोका झ्याल बनाउने काम। दैनिक ज्यालामा पनि काम गर्न सकिने।',
  ),
  T(
    5,
    'Driver (Light Vehicle)',
    'Driving & Transport',
    'full-time',
    '1-3',
    'see',
    '20000-30000',
    ['Light Vehicle Driving'],
    'Drive the site jeep between Beni and the project sites. A valid light vehicle licence and a clean record are required.',
  ),
  T(
    5,
    'Welder',
    'Construction & Skilled Trades',
    'full-time',
    '1-3',
    'below-see',
    '20000-30000',
    ['Welding'],
    'Steel truss and railing welding for bridge projects. Safety gear provided.',
  ),
  T(
    0,
    'Security Guard',
    'Security Services',
    'full-time',
    'fresher',
    'see',
    '10000-20000',
    ['First Aid'],
    'Night and day guard duty at the powerhouse. Ex-army or police applicants preferred.',
  ),
  T(
    2,
    'Data Entry Operator',
    'Administration & Office',
    'part-time',
    'fresher',
    'plus-two',
    '10000-20000',
    ['Data Entry', 'Nepali Typing'],
    'Enter cooperative member records in English and Nepali (Preeti and Unicode).',
  ),
  T(
    1,
    'Trekking Guide',
    'Hospitality & Tourism',
    'freelance',
    '3-5',
    'plus-two',
    'negotiable',
    ['Trekking Guide', 'English Communication'],
    'Lead guests on Annapurna Base Camp and Mardi Himal treks. A licensed trekking guide card is required.',
  ),
];

const OTHER_CATEGORY_TEXTS = ['Beekeeping instructor', 'Hydropower community liaison', 'Paragliding ground crew'];
const OTHER_LOCATION_TEXTS = ['Sikles, Kaski', 'Rupa Lake area', 'Dhampus village'];
const NEGOTIABLE_TEXTS = ['Negotiable, as per experience', 'तलब सम्झौता अनुसार', 'NPR 600 per day plus meals'];

/** A small deterministic PRNG (mulberry32), so demo runs are reproducible. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Lookups = Awaited<ReturnType<typeof loadLookups>>;

async function loadLookups(db: Db) {
  const [c, i, l, jt, ex, ed, s] = await Promise.all([
    db.select().from(categories),
    db.select().from(industries),
    db.select().from(locations),
    db.select().from(jobTypes),
    db.select().from(experienceLevels),
    db.select().from(educationLevels),
    db.select().from(salaryRanges),
  ]);
  const pick = <T>(rows: T[], match: (row: T) => boolean, what: string) => {
    const row = rows.find(match);
    if (!row) throw new Error(`lookup ${what} is missing; were the lookups seeded?`);
    return row;
  };
  return {
    category: (name: string) => pick(c, (r) => r.nameEn === name, name).id,
    industry: (name: string) => pick(i, (r) => r.nameEn === name, name).id,
    jobType: (key: string) => pick(jt, (r) => r.key === key, key).id,
    experience: (key: string) => pick(ex, (r) => r.key === key, key).id,
    education: (key: string) => pick(ed, (r) => r.key === key, key).id,
    salary: (key: string) => pick(s, (r) => r.key === key, key).id,
    otherCategory: pick(c, (r) => r.nameEn === 'Other', 'Other category').id,
    otherLocation: pick(l, (r) => r.nameEn === 'Other', 'Other location').id,
    districts: l.filter((r) => r.nameEn !== 'Other').map((r) => r.id),
  };
}

const dateOffset = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type JobInsert = typeof jobs.$inferInsert;

/**
 * The i-th demo job. Index rules make every variety appear in the first 40: closed (i % 10 === 3), past deadline
 * (i % 10 === 7), Other category / location with custom text, negotiable salary with custom text; the rest
 * varies by a seeded PRNG. Posting times spread over the last 120 days, newest for i = 0.
 */
export function demoJob(
  i: number,
  count: number,
  employerIds: string[],
  L: Lookups,
  now: number,
  today: string,
): JobInsert {
  const rnd = random(i * 7919 + 17);
  const template = TEMPLATES[i % TEMPLATES.length] as JobTemplate;
  const employerId = employerIds[
    (template.employer + (i >= TEMPLATES.length ? Math.floor(rnd() * 3) : 0)) % employerIds.length
  ] as string;
  const spreadMs = 120 * 24 * 3600 * 1000;
  const createdAt = new Date(now - Math.floor((i / Math.max(count, 1)) * spreadMs) - Math.floor(rnd() * 60_000));
  const otherCategory = i % 12 === 5;
  const otherLocation = i % 12 === 6;
  const negotiable = template.salary === 'negotiable' || i % 9 === 4;
  const deadlineRoll = rnd();
  const deadline =
    i % 10 === 7
      ? dateOffset(today, -1 - Math.floor(rnd() * 20))
      : deadlineRoll < 0.35
        ? null
        : dateOffset(today, Math.floor(rnd() * 45));
  const round =
    i >= TEMPLATES.length ? ` (${['Pokhara', 'Damauli', 'Waling', 'Beni', 'Besisahar', 'Gorkha'][i % 6]})` : '';
  return {
    title: `${template.title}${round}`,
    description: template.description,
    status: i % 10 === 3 ? 'closed' : 'open',
    employerId,
    categoryId: otherCategory ? L.otherCategory : L.category(template.category),
    customCategory: otherCategory ? OTHER_CATEGORY_TEXTS[i % OTHER_CATEGORY_TEXTS.length] : null,
    industryId: L.industry(EMPLOYERS[template.employer]?.industry ?? 'Other'),
    jobTypeId: L.jobType(template.jobType),
    experienceLevelId: L.experience(template.experience),
    educationLevelId: L.education(template.education),
    salaryRangeId: L.salary(negotiable ? 'negotiable' : template.salary),
    customSalary: negotiable ? NEGOTIABLE_TEXTS[i % NEGOTIABLE_TEXTS.length] : null,
    locationId: otherLocation ? L.otherLocation : (L.districts[Math.floor(rnd() * L.districts.length)] as string),
    customLocation: otherLocation ? OTHER_LOCATION_TEXTS[i % OTHER_LOCATION_TEXTS.length] : null,
    duration: template.jobType === 'contract' || template.jobType === 'internship' ? `${3 + (i % 10)} months` : null,
    skills: template.skills,
    applicationDeadline: deadline,
    createdAt,
    updatedAt: createdAt,
  };
}

export async function demoExists(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_DOMAIN}`))
    .limit(1);
  return rows.length > 0;
}

/** Removes the demo trainings, then the demo users; their jobs, files, applications and saved jobs go with them (cascades). */
export async function removeDemoData(db: Db): Promise<number> {
  await removeDemoTrainings(db);
  const removed = await db
    .delete(users)
    .where(like(users.email, `%@${DEMO_DOMAIN}`))
    .returning({ id: users.id });
  return removed.length;
}

export type DemoLogin = { role: string; email: string; note: string };

/** Batched multi-row inserts; `onProgress` after each batch. */
export async function insertDemoJobs(
  db: Db,
  count: number,
  employerIds: string[],
  onProgress: (done: number) => void = () => undefined,
): Promise<string[]> {
  const L = await loadLookups(db);
  const now = Date.now();
  const today = kathmanduToday();
  // 27 columns a row stays under PostgreSQL's 65,535 bind parameters per statement.
  const BATCH = 1000;
  const ids: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows: JobInsert[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++)
      rows.push(demoJob(i, count, employerIds, L, now, today));
    const inserted = await db.insert(jobs).values(rows).returning({ id: jobs.id });
    ids.push(...inserted.map((r) => r.id));
    onProgress(ids.length);
  }
  return ids;
}

export async function createDemoData(
  db: Db,
  options: { jobs: number; log?: (line: string) => void },
): Promise<DemoLogin[]> {
  const log = options.log ?? (() => undefined);
  const L = await loadLookups(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date();
  const logins: DemoLogin[] = [];

  const employerIds: string[] = [];
  await db.transaction(async (tx) => {
    for (const [index, seed] of EMPLOYERS.entries()) {
      const email = `employer${index + 1}@${DEMO_DOMAIN}`;
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          role: 'employer',
          emailVerifiedAt: verifiedAt,
          approvalStatus: seed.approval,
          rejectionReason: seed.rejectionReason ?? null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      const png = demoPng(seed.color);
      const [logo] = await tx
        .insert(files)
        .values({
          ownerId: user.id,
          kind: 'logo',
          fileName: 'logo.png',
          mimeType: 'image/png',
          size: png.length,
          data: png,
        })
        .returning({ id: files.id });
      await tx.insert(employerProfiles).values({
        userId: user.id,
        companyName: seed.company,
        companyDescription: seed.description,
        website: seed.website,
        address: seed.address,
        logoFileId: logo?.id,
        industryId: L.industry(seed.industry),
      });
      if (seed.approval === 'approved') employerIds.push(user.id);
      logins.push({ role: 'employer', email, note: `${seed.company} (${seed.approval})` });
    }
    for (const [index, seed] of SEEKERS.entries()) {
      const email = `seeker${index + 1}@${DEMO_DOMAIN}`;
      const [user] = await tx
        .insert(users)
        .values({ email, passwordHash, role: 'job_seeker', emailVerifiedAt: verifiedAt })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(seekerProfiles).values({
        userId: user.id,
        fullName: seed.fullName,
        headline: seed.headline,
        summary: `${seed.headline} based in Gandaki Province.`,
        skills: seed.skills,
      });
      logins.push({ role: 'job_seeker', email, note: seed.fullName });
    }
  });

  const started = Date.now();
  let lastReport = 0;
  const jobIds = await insertDemoJobs(db, options.jobs, employerIds, (done) => {
    if (done === options.jobs || Date.now() - lastReport > 2000) {
      lastReport = Date.now();
      log(`  jobs: ${done}/${options.jobs} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  });

  // Attachments on every 8th of the first 40 jobs: PDFs and a PNG.
  const attachable = jobIds.slice(0, 40).filter((_, i) => i % 8 === 1);
  for (const [n, jobId] of attachable.entries()) {
    const [job] = await db
      .select({ employerId: jobs.employerId, title: jobs.title })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!job) continue;
    const isPng = n % 3 === 2;
    const data = isPng
      ? demoPng([200, 120, 20], 64)
      : demoPdf(['Job details', job.title, 'Apply through the Gandaki job portal.']);
    const [file] = await db
      .insert(files)
      .values({
        ownerId: job.employerId,
        kind: 'attachment',
        fileName: isPng ? 'notice.png' : n % 2 === 0 ? 'job-details.pdf' : 'विज्ञापन-सूचना.pdf',
        mimeType: isPng ? 'image/png' : 'application/pdf',
        size: data.length,
        data,
      })
      .returning({ id: files.id });
    if (file) await db.update(jobs).set({ attachmentFileId: file.id }).where(eq(jobs.id, jobId));
  }

  // Applications and saved jobs for the seekers, on open jobs among the newest.
  const seekerRows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `seeker%@${DEMO_DOMAIN}`));
  const openJobs = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.id, jobIds.slice(0, 40)), listedCondition(kathmanduToday())))
    .orderBy(desc(jobs.createdAt));
  const applied: (typeof applications.$inferInsert)[] = [];
  const saved: (typeof savedJobs.$inferInsert)[] = [];
  for (const [s, seeker] of seekerRows.entries()) {
    for (let k = 0; k < 3 && openJobs.length > 0; k++) {
      const job = openJobs[(s * 3 + k) % openJobs.length];
      if (job)
        applied.push({
          seekerId: seeker.id,
          jobId: job.id,
          status: (['pending', 'viewed', 'shortlisted'] as const)[k],
        });
      const keep = openJobs[(s * 3 + k + 7) % openJobs.length];
      if (keep) saved.push({ seekerId: seeker.id, jobId: keep.id });
    }
  }
  if (applied.length > 0) await db.insert(applications).values(applied).onConflictDoNothing();
  if (saved.length > 0) await db.insert(savedJobs).values(saved).onConflictDoNothing();
  await createDemoTrainings(db, DEMO_DOMAIN);
  // The new words' romanized forms now, not in the first Latin search after seeding (roman-terms.ts).
  await romanizePendingTerms(db);
  return logins;
}
