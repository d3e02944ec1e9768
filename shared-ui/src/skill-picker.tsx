import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from 'shared-api';
import { lookupName } from './lookup-name.ts';
import { skillName } from './skill-name.ts';
import { useLanguage } from './use-language.ts';

type SkillPickerProps = {
  value: readonly string[];
  onChange: (skills: string[]) => void;
  suggestions: readonly LookupItem[];
  label: string;
  /**
   * How a chosen skill's chip reads where the page knows it (the skill itself where not); else as the suggestions
   * name it in the current language.
   */
  nameOf?: (skill: string) => string;
  /** Told when the text box gets focus (a page that reads the suggestions only once someone may type). */
  onFocus?: () => void;
};

/** Suggestions whose English or Nepali name contains the typed text (case-insensitive), minus chosen ones. */
export function matchSkills(
  suggestions: readonly LookupItem[],
  text: string,
  chosen: readonly string[],
  language: 'en' | 'ne',
): string[] {
  const query = text.trim().normalize('NFC').toLowerCase();
  const taken = new Set(chosen.map((skill) => skill.normalize('NFC').toLowerCase()));
  const names: string[] = [];
  for (const item of suggestions) {
    const both = [item.name_en, item.name_ne].map((name) => name.normalize('NFC').toLowerCase());
    if (both.some((name) => taken.has(name))) continue;
    if (query && !both.some((name) => name.includes(query))) continue;
    const name = lookupName(item, language);
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Chosen skills as removable chips plus a combobox whose suggestion list (the skills lookup) matches the
 * typed text in either language. Trimmed, no duplicates (case-insensitive), added on Enter, with the Add
 * button or by picking a suggestion (click, or arrow keys then Enter). The list is capped at 15rem high.
 */
export function SkillPicker({ value, onChange, suggestions, label, nameOf, onFocus }: SkillPickerProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const chipName = (skill: string) => {
    const named = nameOf?.(skill);
    return named && named !== skill ? named : skillName(skill, suggestions, language);
  };
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-suggestions`;
  const hintId = `${id}-hint`;
  // Suggestions appear once something is typed, so an empty box never covers the page below it.
  const options = open && text.trim() ? matchSkills(suggestions, text, value, language).slice(0, 50) : [];
  const expanded = options.length > 0;

  function add(raw: string) {
    const skill = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
    setText('');
    setActive(-1);
    if (!skill) return;
    if (value.some((item) => item.toLowerCase() === skill.toLowerCase())) return;
    onChange([...value, skill]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      add(active >= 0 && options[active] ? options[active] : text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="skill-picker">
      {value.length > 0 ? (
        <ul className="chips" aria-label={label}>
          {value.map((skill) => (
            <li key={skill} className="chip">
              <span>{chipName(skill)}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={t('filters.removeSkill', { skill: chipName(skill) })}
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
        <div className="skill-picker-combo">
          <input
            id={`${id}-input`}
            className="field-input"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            value={text}
            placeholder={t('filters.skillInput')}
            aria-describedby={hintId}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => {
              setOpen(true);
              onFocus?.();
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          <div id={listId} role="listbox" aria-label={label} className="skill-suggestions" hidden={!expanded}>
            {options.map((name, index) => (
              <div
                key={name}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="skill-suggestion"
                // mousedown, not click: it runs before the input's blur closes the list
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(name);
                }}
              >
                {name}
              </div>
            ))}
          </div>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => add(text)}>
          {t('filters.addSkill')}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        {t('filters.skillHint')}
      </p>
    </div>
  );
}
