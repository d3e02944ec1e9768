import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from 'shared-api';
import { lookupName } from './lookup-name.ts';
import { useLanguage } from './use-language.ts';

type SkillPickerProps = {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  suggestions: readonly LookupItem[];
  label: string;
};

/**
 * Chosen skills as removable chips plus a text box with the skills list as suggestions
 * (native datalist: keyboard and screen-reader friendly). Trimmed, no duplicates
 * (case-insensitive), added on Enter or with the Add button.
 */
export function SkillPicker({ value, onChange, suggestions, label }: SkillPickerProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [text, setText] = useState('');
  const id = useId();
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  const chosen = new Set(value.map((skill) => skill.toLowerCase()));
  const options = suggestions
    .map((item) => lookupName(item, language))
    .filter((name, index, all) => name && !chosen.has(name.toLowerCase()) && all.indexOf(name) === index);

  function add() {
    const skill = text.trim();
    if (!skill) return;
    setText('');
    if (chosen.has(skill.toLowerCase())) return;
    onChange([...value, skill]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="skill-picker">
      {value.length > 0 ? (
        <ul className="chips" aria-label={label}>
          {value.map((skill) => (
            <li key={skill} className="chip">
              <span>{skill}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={t('filters.removeSkill', { skill })}
                onClick={() => onChange(value.filter((item) => item !== skill))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="skill-picker-row">
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          {t('filters.skillInput')}
        </label>
        <input
          id={`${id}-input`}
          className="field-input"
          list={listId}
          value={text}
          placeholder={t('filters.skillInput')}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-secondary" onClick={add}>
          {t('filters.addSkill')}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        {t('filters.skillHint')}
      </p>
      <datalist id={listId}>
        {options.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
