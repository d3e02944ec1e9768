import type { ReactNode } from 'react';
import { Disclosure } from './disclosure.tsx';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = { items: readonly AccordionItem[]; defaultOpen?: readonly string[]; level?: 2 | 3 | 4 };

/** A list of independent disclosures (several may be open at once, which suits reading FAQs). */
export function Accordion({ items, defaultOpen = [], level = 3 }: AccordionProps) {
  return (
    <div className="accordion">
      {items.map((item) => (
        <Disclosure key={item.id} title={item.title} defaultOpen={defaultOpen.includes(item.id)} level={level}>
          {item.content}
        </Disclosure>
      ))}
    </div>
  );
}
