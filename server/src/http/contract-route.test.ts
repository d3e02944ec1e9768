import { apiRoutes, jobsContract, seekerContract } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { fromContract } from './contract-route.ts';

describe('fromContract', () => {
  it('takes method, url and every schema from the contract route', () => {
    const options = fromContract(seekerContract.updateExperience);
    expect(options.method).toBe('PUT');
    expect(options.url).toBe('/users/experience/:id');
    expect(options.schema).toEqual({
      params: seekerContract.updateExperience.params,
      body: seekerContract.updateExperience.body,
      response: { 200: seekerContract.updateExperience.response },
    });
    expect(fromContract(jobsContract.list).schema).toEqual({
      querystring: jobsContract.list.query,
      response: { 200: jobsContract.list.response },
    });
  });

  it('registers the response under the given status, and leaves the body to the route when told', () => {
    expect(fromContract(seekerContract.addExperience, { status: 201 }).schema.response).toEqual({
      201: seekerContract.addExperience.response,
    });
    expect(fromContract(seekerContract.updateProfile, { body: false }).schema).not.toHaveProperty('body');
    expect(fromContract(jobsContract.save).schema).toEqual({ params: jobsContract.save.params });
  });
});

describe('the server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('serves every route of the contract, at its method and path', () => {
    const missing = apiRoutes().filter(
      ({ route }) => !ctx.app.hasRoute({ method: route.method, url: `/api${route.path}` }),
    );
    expect(missing.map(({ name }) => name)).toEqual([]);
  });
});
