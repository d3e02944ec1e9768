import type { KeyboardEvent } from 'react';

export type TabItem<T extends string> = { value: T; label: string; testId: string };

type Props<T extends string> = {
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  variant?: 'line' | 'pill';
};

export const tabId = (prefix: string, value: string) => `${prefix}-${value}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** ARIA tabs: one tab stop, arrow keys / Home / End move and select. */
export function TabList<T extends string>({ label, idPrefix, tabs, value, onChange, variant = 'line' }: Props<T>) {
  const select = (index: number, event: KeyboardEvent<HTMLDivElement>) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.value);
    document.getElementById(tabId(idPrefix, tab.value))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    if (event.key === 'ArrowRight') select(current + 1, event);
    else if (event.key === 'ArrowLeft') select(current - 1, event);
    else if (event.key === 'Home') select(0, event);
    else if (event.key === 'End') select(tabs.length - 1, event);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={variant === 'pill' ? 'tabs tabs-pill' : 'tabs'}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(idPrefix, tab.value)}
            type="button"
            role="tab"
            className="tab"
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            data-testid={tab.testId}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
