import { Alert } from 'shared-ui';
import type { SectionMessage } from './section-status.ts';

export function SectionAlert({ message }: { message: SectionMessage }) {
  return message ? <Alert tone={message.tone}>{message.text}</Alert> : null;
}
