import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AskedQuestion } from 'shared-api';
import { SCREENING_LIMITS } from 'shared-api/area-constants';
import { RequiredMark } from 'shared-ui';
import { FormField, fieldErrorText } from 'shared-ui/form';

/** A question answered by choosing: yes/no, or one of its choices (radio buttons in a fieldset). */
function ChoiceAnswer({ question, name }: { question: AskedQuestion; name: string }) {
  const { t } = useTranslation('areas');
  const { register, getFieldState, formState } = useFormContext();
  const error = fieldErrorText(getFieldState(name, formState).error);
  const errorId = `${name.replace('.', '-')}-error`;
  const options =
    question.kind === 'yes_no'
      ? [
          { value: 'yes', label: t('screening.yes') },
          { value: 'no', label: t('screening.no') },
        ]
      : question.choices.map((choice, index) => ({ value: String(index), label: choice }));
  return (
    <fieldset
      className="radio-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field-label">
        {question.text} <RequiredMark required={question.required} />
      </legend>
      {options.map((option) => (
        <label key={option.value} className="radio">
          <input type="radio" value={option.value} {...register(name)} />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The job's screening questions in the apply dialog, in the order asked: each control bound to `answers.<n>`
 * (the field the server names when it refuses an answer). A number accepts 0-9 and ०-९.
 */
export function ScreeningAnswerFields({ questions }: { questions: readonly AskedQuestion[] }) {
  const { t } = useTranslation('areas');
  if (questions.length === 0) return null;
  return (
    <section className="stack screening-apply" aria-labelledby="apply-screening-title">
      <h3 id="apply-screening-title">{t('screening.title')}</h3>
      {questions.map((question, index) => {
        const name = `answers.${index}`;
        if (question.kind === 'yes_no' || question.kind === 'choice') {
          return <ChoiceAnswer key={question.id} question={question} name={name} />;
        }
        return question.kind === 'number' ? (
          <FormField
            key={question.id}
            name={name}
            label={question.text}
            required={question.required}
            inputMode="decimal"
            autoComplete="off"
            hint={t('screening.numberHint')}
          />
        ) : (
          <FormField
            key={question.id}
            name={name}
            label={question.text}
            required={question.required}
            maxLength={SCREENING_LIMITS.answerText}
          />
        );
      })}
    </section>
  );
}
