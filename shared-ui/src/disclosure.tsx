import { type ReactNode, useId, useState } from 'react';

type DisclosureProps = {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level of the title, so the section fits the page outline. */
  level?: 2 | 3 | 4;
  className?: string;
  /**
   * The content is rendered the first time the section opens (and kept then), not while it is closed: for content
   * that costs a page its load (a long list of choices) and that nobody reads closed. Leave it off for text a reader
   * or a search engine finds closed (the FAQ's answers).
   */
  renderWhenOpen?: boolean;
};

/**
 * One collapsible section: a heading holding a button with aria-expanded / aria-controls,
 * and a region labelled by that button. Used by the accordion and the job filters.
 */
export function Disclosure({
  title,
  children,
  defaultOpen = false,
  level = 3,
  className,
  renderWhenOpen = false,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [opened, setOpened] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${level}` as const;
  return (
    <div className={['disclosure', className].filter(Boolean).join(' ')} data-open={open}>
      <Heading className="disclosure-heading">
        <button
          type="button"
          id={buttonId}
          className="disclosure-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((value) => !value);
            setOpened(true);
          }}
        >
          <span>{title}</span>
          <span className="disclosure-icon" aria-hidden="true" />
        </button>
      </Heading>
      <section id={panelId} className="disclosure-panel" aria-labelledby={buttonId} hidden={!open}>
        {opened || !renderWhenOpen ? children : null}
      </section>
    </div>
  );
}
