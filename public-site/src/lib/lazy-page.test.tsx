// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const Hello = () => <h1>Hello</h1>;

describe('lazyPage', () => {
  it('suspends until its chunk is there, then renders it', async () => {
    const chunk = deferred<typeof Hello>();
    const Page = lazyPage(() => chunk.promise);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => chunk.resolve(Hello));
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
  });

  it('renders at once, without suspending, once load() has resolved', async () => {
    let imports = 0;
    const Page = lazyPage(async () => {
      imports++;
      return Hello;
    });
    await Page.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await Page.load();
    expect(imports).toBe(1);
  });

  it('tries the import again after a failed load', async () => {
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt++;
      if (attempt === 1) throw new Error('chunk gone');
      return Hello;
    });
    await expect(Page.load()).rejects.toThrow('chunk gone');
    await Page.load();
    expect(attempt).toBe(2);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
  });
});
