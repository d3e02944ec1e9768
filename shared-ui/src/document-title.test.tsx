// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentTitle } from './document-title.ts';

function Layout({ name, children }: { name: string; children?: React.ReactNode }) {
  useDocumentTitle(name, { base: true });
  return <main>{children}</main>;
}
function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}

afterEach(cleanup);

describe('useDocumentTitle', () => {
  it("shows the page's title before the portal's name, though the layout's effect runs after the page's", () => {
    const view = render(
      <Layout name="Job Portal">
        <Page title="My applications" />
      </Layout>,
    );
    expect(document.title).toBe('My applications | Job Portal');

    view.rerender(
      <Layout name="रोजगार पोर्टल">
        <Page title="मेरा आवेदनहरू" />
      </Layout>,
    );
    expect(document.title).toBe('मेरा आवेदनहरू | रोजगार पोर्टल');

    view.rerender(<Layout name="रोजगार पोर्टल" />);
    expect(document.title).toBe('रोजगार पोर्टल');
    view.unmount();
    expect(document.title).toBe('');
  });
});
