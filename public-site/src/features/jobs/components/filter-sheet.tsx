import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobsFilter } from 'shared-api';
import { Button, JobFilters, Modal } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { useSkillNames } from '../../../lib/use-skill-names.ts';
import { withoutFilters } from '../lib/filter-params.ts';

type FilterSheetProps = {
  open: boolean;
  /** The search in the URL: the sheet starts from it each time it opens. */
  applied: JobsFilter;
  onApply: (next: JobsFilter) => void;
  onClose: () => void;
};

/**
 * The filters on a phone: a dialog (focus trapped, Escape and the backdrop close it, labelled by its title) over
 * the results. Choices edit a copy of the search; Apply writes it to the URL, Clear empties the copy (the keyword
 * and the sort stay), closing without Apply changes nothing.
 */
export function FilterSheet({ open, applied, onApply, onClose }: FilterSheetProps) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(applied);
  const skillName = useSkillNames(draft.skills ?? []);
  const [openedWith, setOpenedWith] = useState<JobsFilter | null>(null);
  // Each opening starts from the URL's search.
  if (open && openedWith !== applied) {
    setOpenedWith(applied);
    setDraft(applied);
  }
  if (!open && openedWith !== null) setOpenedWith(null);

  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="drawer"
      className="filter-sheet"
      testId="filter-sheet"
      title={t('jobs.filtersTitle')}
      footer={
        <>
          <Button variant="ghost" data-testid="filter-sheet-clear" onClick={() => setDraft(withoutFilters(draft))}>
            {t('jobs.clearFilters')}
          </Button>
          <Button data-testid="filter-sheet-apply" onClick={() => onApply(draft)}>
            {t('jobs.applyFilters')}
          </Button>
        </>
      }
    >
      <JobFilters value={draft} onChange={setDraft} showKeyword={false} headingLevel={3} skillName={skillName} />
    </Modal>
  );
}
