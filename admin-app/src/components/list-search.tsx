import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'shared-ui';
import { NAMESPACE } from '../i18n/namespace.ts';

/** The words a list is searched by, kept in the page's address (`?q=`) so a reload or a link keeps them. */
export function useUrlSearch(): [string, (q: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (q: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (q) updated.set('q', q);
        else updated.delete('q');
        return updated;
      },
      { replace: true },
    );
  return [params.get('q') ?? '', set];
}

/** A list's search box above its table: searched when sent (Enter or the button), cleared by sending it empty. */
export function ListSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form className="row list-search" onSubmit={submit}>
        <div className="field">
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          <input id={id} className="field-input" type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('actions.search')}
        </Button>
      </form>
    </search>
  );
}
