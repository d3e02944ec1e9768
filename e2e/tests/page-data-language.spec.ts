import type { APIRequestContext } from '@playwright/test';
import { approvedEmployer, insertJob, uniqueWord } from '../support/jobs.ts';
import { expect, test } from '../support/test.ts';

// A public page's data block (`portal-page-data`) carries the lookup names the page renders, in the page's
// language only: its lookup lists and its jobs' names (the public job answers); the signed-in areas' both-language
// lists and jobs stay out of it.

type Item = { id: string; name_en: string; name_ne: string };

/** A lookup list with both its names per entry (as the signed-in areas read it), each list read once. */
function bothNames(request: APIRequestContext): (list: string) => Promise<Item[]> {
  const lists = new Map<string, Promise<Item[]>>();
  return (list) => {
    let items = lists.get(list);
    if (!items) {
      items = request.get(`/api/${list}`).then((res) => res.json() as Promise<Item[]>);
      lists.set(list, items);
    }
    return items;
  };
}

type Query = { queryKey: unknown[]; state: { data: unknown } };

/** The react-query answers a page's data block holds. */
async function pageData(request: APIRequestContext, path: string): Promise<{ html: string; queries: Query[] }> {
  const res = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const block = /<script type="application\/json" id="portal-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(block, path).toBeTruthy();
  return { html, queries: (JSON.parse(block ?? '{}') as { state: { queries: Query[] } }).state.queries };
}

/** The lookup lists whose names a job in a data block carries (a card's and the job page's). */
const JOB_LISTS = [
  'locations',
  'job-types',
  'job-levels',
  'salary-ranges',
  'categories',
  'experience-levels',
  'education-levels',
  'industries',
];

test('a public page carries its lookup names in its own language only, the Other rule and skills in it', async ({
  request,
}) => {
  const listOf = bothNames(request);
  const find = async (list: string, en: string) => {
    const item = (await listOf(list)).find((entry) => entry.name_en === en);
    if (!item) throw new Error(`no ${en} in ${list}`);
    return item;
  };
  const other = await find('locations', 'Other');
  const kaski = await find('locations', 'Kaski');
  const cooking = await find('skills', 'Cooking');
  const company = `Lakeside Kitchen ${uniqueWord()}`;
  const employer = await approvedEmployer(request, company);
  const word = uniqueWord();
  const jobId = await insertJob(employer.id, {
    title: `Cook ${word}`,
    locationId: other.id,
    customLocation: 'Sarangkot',
    skills: ['Cooking', 'Momo folding'],
  });
  // A job with a name from each list a card shows, found by its word on /jobs whatever other tests add meanwhile.
  const [jobType] = (await listOf('job-types')).filter((item) => item.name_ne && item.name_ne !== item.name_en);
  const [band] = (await listOf('salary-ranges')).filter((item) => item.name_ne && item.name_ne !== item.name_en);
  const [category] = (await listOf('categories')).filter((item) => item.name_ne && item.name_ne !== item.name_en);
  if (!jobType || !band || !category) throw new Error('no job type, salary band or category with a Nepali name');
  await insertJob(employer.id, {
    title: `Cook ${word} lakeside`,
    locationId: kaski.id,
    jobTypeId: jobType.id,
    salaryRangeId: band.id,
    categoryId: category.id,
  });

  for (const language of ['en', 'ne'] as const) {
    const at = (path: string) => (language === 'ne' ? `/ne${path}` : path);
    for (const path of [
      '/',
      '/jobs',
      `/jobs?q=${word}`,
      `/jobs?locationIds=${kaski.id}&skills=Cooking`,
      `/jobs/${jobId}`,
      `/employers/${employer.id}`,
    ]) {
      const { queries } = await pageData(request, at(path));
      const lookups = queries.filter((query) => query.queryKey[0] === 'lookups');
      const data = JSON.stringify(lookups.map((query) => query.state.data));
      expect(data, path).not.toMatch(/name_en|name_ne/);
      // No entry's name in the other language (unless it reads the same in both) in the lists the page carries.
      for (const list of new Set(lookups.map((query) => String(query.queryKey[1])))) {
        for (const item of await listOf(list)) {
          const foreign = language === 'ne' ? item.name_en : item.name_ne;
          if (foreign !== nameIn(item, language)) {
            expect(data, `${at(path)}: ${foreign}`).not.toContain(JSON.stringify(foreign));
          }
        }
      }
      // Its jobs (the public answers: a search page, the newest jobs, a job, an employer's page with its industry)
      // name their fields in its language only.
      const jobs = JSON.stringify(
        queries
          .filter((query) => query.queryKey[0] === 'jobs' || query.queryKey[0] === 'employers')
          .map((query) => query.state.data),
      );
      if (path.startsWith('/employers/')) expect(jobs, at(path)).toContain(`Cook ${word}`);
      expect(jobs, at(path)).not.toMatch(/name_en|name_ne/);
      for (const list of JOB_LISTS) {
        for (const item of await listOf(list)) {
          const foreign = language === 'ne' ? item.name_en : item.name_ne;
          if (foreign !== nameIn(item, language)) {
            expect(jobs, `${at(path)}: ${list} ${foreign}`).not.toContain(JSON.stringify(foreign));
          }
        }
      }
    }

    // The search finds both jobs; the cards' names come from the data block in the page's language.
    const search = await pageData(request, at(`/jobs?q=${word}`));
    const found = JSON.stringify(search.queries.filter((query) => query.queryKey[0] === 'jobs'));
    for (const item of [kaski, jobType, band, other]) expect(found).toContain(JSON.stringify(nameIn(item, language)));
    expect(search.html).toContain(`${nameIn(other, language)} - Sarangkot`);
    expect(search.html).toContain(nameIn(jobType, language));

    const { html } = await pageData(request, at(`/jobs/${jobId}`));
    expect(html).toContain(language === 'ne' ? `${other.name_ne} - Sarangkot` : 'Other - Sarangkot');
    expect(html).toContain(`<li class="chip">${nameIn(cooking, language)}</li>`);
    expect(html).toContain('<li class="chip">Momo folding</li>');

    const filtered = await pageData(request, at(`/jobs?locationIds=${kaski.id}&skills=Cooking`));
    expect(filtered.html).toContain(`<span>${nameIn(kaski, language)}</span>`);
    expect(filtered.html).toContain(`<span>${nameIn(cooking, language)}</span>`);
  }
});

const nameIn = (item: Item, language: 'en' | 'ne') => (language === 'ne' ? item.name_ne || item.name_en : item.name_en);
