import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n/namespace.ts';

/** A block of copy in the translation files: a title, paragraphs p1..pN and optional list items. */
export type ProseBlock = { title?: string; paragraphs?: Record<string, string>; items?: Record<string, string> };

/** Reads a group of blocks (an object keyed by block name) from the translations, in file order. */
export function useProse(key: string): [string, ProseBlock][] {
  const { t } = useTranslation(NAMESPACE);
  const value = t(key, { returnObjects: true }) as unknown;
  return value && typeof value === 'object' ? Object.entries(value as Record<string, ProseBlock>) : [];
}

export function ProseBody({ block }: { block: ProseBlock }) {
  return (
    <>
      {Object.entries(block.paragraphs ?? {}).map(([key, text]) => (
        <p key={key}>{text}</p>
      ))}
      {block.items ? (
        <ul className="prose-list">
          {Object.entries(block.items).map(([key, text]) => (
            <li key={key}>{text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Sections with h2 headings, for the about, privacy and terms pages. */
export function ProseSections({ prefix, headingLevel = 2 }: { prefix: string; headingLevel?: 2 | 3 }) {
  const blocks = useProse(prefix);
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {blocks.map(([key, block]) => (
        <section key={key} className="prose-section">
          {block.title ? <Heading>{block.title}</Heading> : null}
          <ProseBody block={block} />
        </section>
      ))}
    </>
  );
}
