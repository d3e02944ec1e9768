import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ScreeningQuestion } from 'shared-api';
import { SCREENING_KINDS, SCREENING_LIMITS } from 'shared-api/area-constants';
import { emptyScreeningQuestion, formChoices, type ScreeningQuestionForm } from 'shared-api/schemas';
import { Alert, Button } from 'shared-ui';
import { FormCheckbox, FormField, FormSelect, FormTextArea, useFieldError } from '../form/form-fields.tsx';

/** The knockout select of a one-choice question: its current choices (a line each). */
function ChoiceKnockout({ name, choicesName }: { name: string; choicesName: string }) {
  const { t } = useTranslation('areas');
  const choicesText = (useWatch({ name: choicesName }) as string | undefined) ?? '';
  return (
    <FormSelect name={name} label={t('screening.knockoutChoice')}>
      <option value="">{t('screening.noKnockout')}</option>
      {formChoices(choicesText).map((choice, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its place in the list (its value is the index)
        <option key={index} value={String(index)}>
          {choice}
        </option>
      ))}
    </FormSelect>
  );
}

/** One question's controls: kind, text, required, and its kind's own fields. */
function QuestionFields({ index }: { index: number }) {
  const { t } = useTranslation('areas');
  const name = (field: keyof ScreeningQuestionForm) => `screeningQuestions.${index}.${field}`;
  const kind = useWatch({ name: name('kind') }) as ScreeningQuestionForm['kind'];
  return (
    <>
      <FormSelect name={name('kind')} label={t('screening.kind')}>
        {SCREENING_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`screening.kinds.${value}`)}
          </option>
        ))}
      </FormSelect>
      <FormField name={name('text')} label={t('screening.text')} required maxLength={SCREENING_LIMITS.text} />
      <FormCheckbox name={name('required')} label={t('screening.required')} />
      {kind === 'yes_no' ? (
        <FormSelect name={name('knockout')} label={t('screening.knockoutYesNo')}>
          <option value="">{t('screening.noKnockout')}</option>
          <option value="yes">{t('screening.yes')}</option>
          <option value="no">{t('screening.no')}</option>
        </FormSelect>
      ) : null}
      {kind === 'number' ? (
        <div className="job-form-grid">
          <FormField name={name('acceptMin')} label={t('screening.acceptMin')} type="number" step={1} />
          <FormField name={name('acceptMax')} label={t('screening.acceptMax')} type="number" step={1} />
        </div>
      ) : null}
      {kind === 'choice' ? (
        <>
          <FormTextArea
            name={name('choicesText')}
            label={t('screening.choices')}
            hint={t('screening.choicesHint', {
              min: SCREENING_LIMITS.choicesMin,
              max: SCREENING_LIMITS.choicesMax,
            })}
            rows={4}
          />
          <ChoiceKnockout name={name('knockout')} choicesName={name('choicesText')} />
        </>
      ) : null}
    </>
  );
}

/** A locked list: the questions as they are asked, without controls. */
function LockedQuestions({ questions }: { questions: readonly ScreeningQuestion[] }) {
  const { t } = useTranslation('areas');
  return (
    <>
      <Alert tone="info">{t('screening.locked')}</Alert>
      <ol className="screening-locked-list">
        {questions.map((question) => (
          <li key={question.id}>
            {question.text}{' '}
            <span className="muted">
              ({t(`screening.kinds.${question.kind}`)}
              {question.required ? `, ${t('screening.requiredShort')}` : ''})
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The job form's screening questions: add up to five, each with its kind, text, required and knockout answer,
 * move them up or down, remove them. Once the job has applications they are shown without controls.
 */
export function ScreeningQuestionsSection({
  locked,
  lockedQuestions,
}: {
  locked: boolean;
  lockedQuestions: readonly ScreeningQuestion[];
}) {
  const { t } = useTranslation('areas');
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'screeningQuestions' });
  const listError = useFieldError('screeningQuestions');
  return (
    <fieldset className="job-form-group screening-questions">
      <legend className="field-label">{t('screening.title')}</legend>
      <p className="field-hint">{t('screening.hint', { max: SCREENING_LIMITS.questions })}</p>
      {locked ? (
        <LockedQuestions questions={lockedQuestions} />
      ) : (
        <>
          {fields.length > 0 ? (
            <ol className="screening-question-list">
              {fields.map((field, index) => (
                <li key={field.id} className="screening-question">
                  <fieldset className="job-form-group">
                    <legend>{t('screening.number', { n: index + 1 })}</legend>
                    <QuestionFields index={index} />
                    <div className="row">
                      <Button
                        variant="secondary"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={t('screening.moveUpLabel', { n: index + 1 })}
                      >
                        {t('screening.moveUp')}
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={t('screening.moveDownLabel', { n: index + 1 })}
                      >
                        {t('screening.moveDown')}
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => remove(index)}
                        aria-label={t('screening.removeLabel', { n: index + 1 })}
                      >
                        {t('screening.remove')}
                      </Button>
                    </div>
                  </fieldset>
                </li>
              ))}
            </ol>
          ) : null}
          {listError ? <p className="field-error">{listError}</p> : null}
          <div>
            <Button
              variant="secondary"
              disabled={fields.length >= SCREENING_LIMITS.questions}
              onClick={() => append(emptyScreeningQuestion())}
            >
              {t('screening.add')}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
