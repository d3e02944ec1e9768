import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './use-focus-trap.ts';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** `drawer` slides in from the right (auth panel); `center` is a classic dialog. */
  variant?: 'center' | 'drawer';
  /** Keep the content mounted this long after closing (exit animation; state resets when it unmounts). */
  exitMs?: number;
  className?: string;
  testId?: string;
  footer?: ReactNode;
};

/**
 * Dialog primitive: role dialog, aria-modal, labelled by its title, focus moved in and trapped,
 * Escape and the backdrop close it, focus goes back where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  variant = 'center',
  exitMs = 0,
  className,
  testId,
  footer,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    if (exitMs <= 0) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs]);

  useFocusTrap(panel, open && mounted, onClose);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!mounted && !open) return null;
  return (
    <div className={`modal-root modal-${variant}`} data-state={open ? 'open' : 'closed'} inert={!open || undefined}>
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={['modal-panel', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-hidden={!open || undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={onClose} aria-label={t('actions.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer ? <div className="modal-footer">{footer}</div> : null}
      </div>
    </div>
  );
}
