import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from './i18n/i18n-core.ts';
import { useTranslation } from './i18n/react-i18n.tsx';
import { initTestI18n } from './test-i18n.ts';
import { useRemoteNamespace } from './use-remote-namespace.ts';

const resources = { en: { title: 'Saved jobs' }, ne: { title: 'सुरक्षित गरिएका रोजगारीहरू' } };

function RemoteApp() {
  useRemoteNamespace('seeker_app', resources);
  const { t } = useTranslation('seeker_app');
  return <h1>{t('title')}</h1>;
}

describe('useRemoteNamespace', () => {
  beforeAll(() => {
    initTestI18n();
  });

  it('adds the bundles on the first render so the first t() finds them', () => {
    render(<RemoteApp />);
    expect(screen.getByRole('heading').textContent).toBe('Saved jobs');
    expect(i18next.getFixedT('ne', 'seeker_app')('title')).toBe('सुरक्षित गरिएका रोजगारीहरू');
  });
});
