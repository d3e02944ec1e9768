import { z } from 'zod';
import { approvalStatusSchema, namePairSchema, roleSchema } from './common.ts';

export const contactSchema = z.object({ phone: z.string(), address: z.string() });

export const certificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuingOrganization: z.string().optional().default(''),
  issueDate: z.string().nullable().optional().default(null),
  /**
   * Verified by the portal: the seeker completed one of its trainings (`trainingId`, `completedAt`). The name is
   * the training's English title, `name_ne` its Nepali one. The seeker sees it but cannot change or remove it.
   */
  verified: z.literal(true).optional(),
  name_ne: z.string().optional(),
  trainingId: z.string().optional(),
  completedAt: z.string().optional(),
});
export type Certification = z.infer<typeof certificationSchema>;

export const preferencesSchema = z.object({
  expectedSalary: z.number(),
  jobTypes: z.array(z.string()),
  locations: z.array(z.string()),
  industries: z.array(z.string()),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const experienceSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string(),
  noticePeriod: z.string().nullable(),
  present: z.boolean(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const educationSchema = z.object({
  id: z.string(),
  school: z.string(),
  degree: z.string(),
  customDegree: z.string().nullable(),
  fieldOfStudy: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  description: z.string(),
});
export type Education = z.infer<typeof educationSchema>;

export const employerDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
});
export type EmployerDocument = z.infer<typeof employerDocumentSchema>;

/**
 * The user exactly as the server sends it: role fields flat on the object
 * (spec section 3). Fields of other roles are absent. The client regroups
 * them under `profile` with `toUser`.
 */
export const wireUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  approvalStatus: approvalStatusSchema.nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  locationId: z.string().nullable(),
  customLocation: z.string().nullable(),
  locationInfo: z
    .object({ name_en: z.string(), name_ne: z.string(), customLocation: z.string().nullable() })
    .nullable(),
  /** The user deleted their own account: the row is an anonymous tombstone (admin lists show it as such). */
  accountDeleted: z.boolean().optional(),
  // job seeker and admin
  fullName: z.string().optional(),
  // job seeker
  headline: z.string().optional(),
  summary: z.string().optional(),
  resumeUrl: z.string().nullable().optional(),
  resumeFileName: z.string().nullable().optional(),
  linkedinUrl: z.string().optional(),
  contact: contactSchema.optional(),
  skills: z.array(z.string()).optional(),
  certifications: z.array(certificationSchema).optional(),
  preferences: preferencesSchema.optional(),
  experience: z.array(experienceSchema).optional(),
  education: z.array(educationSchema).optional(),
  // employer
  companyName: z.string().optional(),
  companyDescription: z.string().optional(),
  website: z.string().optional(),
  address: z.string().optional(),
  companyLogoUrl: z.string().nullable().optional(),
  documents: z.array(employerDocumentSchema).optional(),
  industryId: z.string().nullable().optional(),
  industry: namePairSchema.nullable().optional(),
  customIndustry: z.string().nullable().optional(),
});
export type WireUser = z.infer<typeof wireUserSchema>;

export type SeekerProfile = {
  fullName: string;
  headline: string;
  summary: string;
  resumeUrl: string | null;
  resumeFileName: string | null;
  linkedinUrl: string;
  contact: { phone: string; address: string };
  skills: string[];
  certifications: Certification[];
  preferences: Preferences;
  experience: Experience[];
  education: Education[];
};

export type EmployerProfile = {
  companyName: string;
  description: string;
  website: string;
  address: string;
  companyLogoUrl: string | null;
  documents: EmployerDocument[];
  industryId: string | null;
  industry: { name_en: string; name_ne: string } | null;
  customIndustry: string | null;
};

export type AdminProfile = { fullName: string };

export type UserBase = Omit<
  WireUser,
  | 'fullName'
  | 'headline'
  | 'summary'
  | 'resumeUrl'
  | 'resumeFileName'
  | 'linkedinUrl'
  | 'contact'
  | 'skills'
  | 'certifications'
  | 'preferences'
  | 'experience'
  | 'education'
  | 'companyName'
  | 'companyDescription'
  | 'website'
  | 'address'
  | 'companyLogoUrl'
  | 'documents'
  | 'industryId'
  | 'industry'
  | 'customIndustry'
>;

/** The user as the client keeps it: role fields grouped under `profile`. */
export type User =
  | (UserBase & { role: 'job_seeker'; profile: SeekerProfile })
  | (UserBase & { role: 'employer'; profile: EmployerProfile })
  | (UserBase & { role: 'admin'; profile: AdminProfile });
