import { useTranslation } from 'react-i18next';
import type { CvLanguage } from 'shared-api';
import { CV_LANGUAGES } from 'shared-api/area-constants';
import { Button } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useDownloadCv } from '../api/download-cv.ts';
import { SectionOutcome } from './section-outcome.tsx';

/**
 * The CV the server makes from this profile (a PDF of one or two A4 pages), in English or Nepali whatever the
 * page's language: the seeker may send either to an employer.
 */
export function CvSection() {
  const { t } = useTranslation(NAMESPACE);
  const download = useDownloadCv();
  const label: Record<CvLanguage, string> = { en: t('cv.downloadEn'), ne: t('cv.downloadNe') };
  return (
    <section className="card seeker-section" aria-labelledby="seeker-cv-title" data-testid="cv-section">
      <h2 id="seeker-cv-title">{t('cv.title')}</h2>
      <p className="muted">{t('cv.text')}</p>
      <div className="row">
        {CV_LANGUAGES.map((language) => (
          <Button
            key={language}
            variant="secondary"
            busy={download.isPending && download.variables === language}
            disabled={download.isPending}
            onClick={() => download.mutate(language)}
          >
            {label[language]}
          </Button>
        ))}
      </div>
      <SectionOutcome outcomes={[{ mutation: download, success: null, failure: t('cv.downloadFailed') }]} />
    </section>
  );
}
