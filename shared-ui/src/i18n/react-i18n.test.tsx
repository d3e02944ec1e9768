import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18n } from './i18n-core.ts';
import { I18nextProvider, useTranslation } from './react-i18n.tsx';

function Title() {
  const { t } = useTranslation('shell');
  return <h1>{t('title')}</h1>;
}

describe('useTranslation', () => {
  it('renders in the provider’s language and again when it changes', async () => {
    const i18n = new I18n().init({
      lng: 'en',
      resources: { en: { shell: { title: 'Portal' } }, ne: { shell: { title: 'पोर्टल' } } },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Portal');
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByRole('heading').textContent).toBe('पोर्टल');
  });
});

const REPO = path.resolve(import.meta.dirname, '../../..');
const WORKSPACES = ['shell', 'public-site', 'seeker-app', 'employer-app', 'admin-app', 'shared-ui', 'shared-api'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

it('no code imports i18next or react-i18next (not shared any more: a second, empty instance)', () => {
  const offenders = WORKSPACES.flatMap((workspace) => sources(path.join(REPO, workspace, 'src')))
    .filter((file) =>
      /from\s+['"](react-)?i18next['"]|import\(\s*['"](react-)?i18next['"]/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(REPO, file));
  expect(offenders).toEqual([]);
});
