import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; busy?: boolean };

/** A real <button>; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, className].filter(Boolean).join(' ');
  return <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} />;
}
