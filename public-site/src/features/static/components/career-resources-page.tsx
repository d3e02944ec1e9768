import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Accordion, Button, Modal } from 'shared-ui';
import { NAMESPACE } from '../../../i18n/namespace.ts';
import { type ProseBlock, ProseBody, useProse } from './prose.tsx';
import { StaticPage } from './static-page.tsx';

export const TOPICS = ['cv', 'interview', 'questions', 'careerPath'] as const;
type Topic = (typeof TOPICS)[number];

function TopicContent({ topic }: { topic: Topic }) {
  const blocks = useProse(`careers.topics.${topic}.content`);
  if (topic === 'careerPath') {
    return (
      <Accordion
        level={3}
        defaultOpen={[blocks[0]?.[0] ?? '']}
        items={blocks.map(([id, block]: [string, ProseBlock]) => ({
          id,
          title: block.title ?? id,
          content: <ProseBody block={block} />,
        }))}
      />
    );
  }
  return (
    <>
      {blocks.map(([id, block]) => (
        <section key={id} className="prose-section">
          {block.title ? <h3>{block.title}</h3> : null}
          <ProseBody block={block} />
        </section>
      ))}
    </>
  );
}

/** Four topic cards, each opening a dialog with the advice; career path is a five-step accordion. */
export function CareerResourcesPage() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState<Topic | null>(null);
  return (
    <StaticPage title={t('careers.title')} lead={t('careers.lead')}>
      <ul className="card-grid">
        {TOPICS.map((topic) => (
          <li key={topic} className="card topic-card">
            <h2>{t(`careers.topics.${topic}.title`)}</h2>
            <p>{t(`careers.topics.${topic}.summary`)}</p>
            <Button variant="secondary" onClick={() => setOpen(topic)}>
              {t('careers.readMore')}
              <span className="visually-hidden">: {t(`careers.topics.${topic}.title`)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(`careers.topics.${open}.title`) : ''}
        className="modal-wide"
        testId="career-topic"
      >
        {open ? <TopicContent topic={open} /> : null}
      </Modal>
    </StaticPage>
  );
}
