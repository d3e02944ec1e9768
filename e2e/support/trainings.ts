import { type APIRequestContext, expect } from '@playwright/test';
import { adminToken } from './admin.ts';
import { BASE_URL } from './e2e-env.ts';
import { uniqueWord } from './jobs.ts';

/** A yyyy-MM-dd `days` after today (UTC; the server takes start dates up to two years ahead in Kathmandu). */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An open training made by the run's admin through the API (its title in both languages is returned). */
export async function openTraining(request: APIRequestContext, seats = 10) {
  const word = uniqueWord();
  const body = {
    title_en: `Motorcycle repair ${word}`,
    title_ne: `मोटरसाइकल मर्मत ${word}`,
    description_en: 'Servicing and repairing motorcycles.',
    description_ne: 'मोटरसाइकलको सर्भिसिङ र मर्मत।',
    category: 'technical',
    duration_en: '3 months',
    duration_ne: '३ महिना',
    schedule_en: 'Sunday to Friday, 10 am to 3 pm',
    schedule_ne: 'आइतबारदेखि शुक्रबार, बिहान १० देखि दिउँसो ३ बजे',
    venue_en: 'Damauli, Tanahun',
    venue_ne: 'दमौली, तनहुँ',
    seats,
    startDate: daysAhead(30),
    contact: '065-560201',
    status: 'open',
  };
  const res = await request.post(`${BASE_URL}/api/admin/trainings`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title_en: string; title_ne: string };
}
