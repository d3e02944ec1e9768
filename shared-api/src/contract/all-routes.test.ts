import { describe, expect, it } from 'vitest';
import { apiRoutes } from './all-routes.ts';
import { employerContract } from './employer.ts';
import { pathParamNames } from './route.ts';
import { seekerContract } from './seeker.ts';

describe('the contract routes', () => {
  const routes = apiRoutes();

  it('are many and each unique by method and path, but for the role variant of PUT /users/profile', () => {
    expect(routes.length).toBeGreaterThan(80);
    const keys = routes
      .filter(({ name }) => name !== 'employerContract.updateProfile')
      .map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const { method, path, response } = employerContract.updateProfile;
    expect({ method, path, response }).toEqual({
      method: seekerContract.updateProfile.method,
      path: seekerContract.updateProfile.path,
      response: seekerContract.updateProfile.response,
    });
    expect(employerContract.updateProfile.body).not.toBe(seekerContract.updateProfile.body);
  });

  it('declare params exactly for the :segments of their path', () => {
    for (const { name, route } of routes) {
      const segments = pathParamNames(route.path);
      const declared = route.params ? Object.keys(route.params.shape) : [];
      expect(declared.sort(), name).toEqual([...segments].sort());
    }
  });

  it('name the file field of every multipart route and give it no JSON body', () => {
    for (const { name, route } of routes) {
      if (route.multipart) {
        expect(route.field, name).toMatch(/^[a-z]+$/);
        expect(route.body, name).toBeUndefined();
        expect(route.method, name).not.toBe('GET');
      }
    }
    expect(routes.filter(({ route }) => route.multipart)).toHaveLength(10);
  });
});
