import { type InputHTMLAttributes, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './format.ts';
import { useLanguage } from './use-language.ts';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** React 19 passes a ref as a prop: it reaches the native input (react-hook-form registers it). */
  ref?: Ref<HTMLInputElement> | undefined;
};

const namesOf = (files: FileList | null | undefined) => Array.from(files ?? [], (file) => file.name);

/**
 * A file box in the portal's look and language instead of the browser's "Choose File / No file chosen": the
 * native input stays (invisible, over the button), so the keyboard (Tab, Space, Enter), screen readers (the
 * field's own label names it; the chosen names describe it) and drag and drop work as they always do. The
 * chosen file names show beside the button; a form reset (react-hook-form's reset resets the form) clears them.
 */
export function FileInput({ ref, onChange, className, multiple, ...input }: FileInputProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const namesId = useId();
  const [names, setNames] = useState<string[]>([]);
  const node = useRef<HTMLInputElement | null>(null);
  // A new callback whenever the given ref changes, as a plain input gets it: react-hook-form hands a new ref on
  // each render and registers the element again through it (after a reset too).
  const attach = useCallback(
    (element: HTMLInputElement | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  useEffect(() => {
    const form = node.current?.form;
    if (!form) return;
    const cleared = () => setNames([]);
    form.addEventListener('reset', cleared);
    return () => form.removeEventListener('reset', cleared);
  }, []);

  const chosen =
    names.length === 0
      ? t(multiple ? 'fileInput.noneMany' : 'fileInput.none')
      : names.length === 1
        ? names[0]
        : `${t('fileInput.count', { n: formatNumber(names.length, language) })}: ${names.join(', ')}`;
  const describedBy = [input['aria-describedby'], namesId].filter(Boolean).join(' ');

  return (
    <div className={['file-input', className].filter(Boolean).join(' ')}>
      <span className="file-input-control">
        <input
          {...input}
          ref={attach}
          type="file"
          multiple={multiple}
          className="file-input-native"
          aria-describedby={describedBy}
          onChange={(event) => {
            setNames(namesOf(event.currentTarget.files));
            onChange?.(event);
          }}
        />
        <span className="btn btn-secondary file-input-button" aria-hidden="true">
          {t(multiple ? 'fileInput.chooseMany' : 'fileInput.choose')}
        </span>
      </span>
      <span id={namesId} className={names.length ? 'file-input-names' : 'file-input-names muted'}>
        {chosen}
      </span>
    </div>
  );
}
