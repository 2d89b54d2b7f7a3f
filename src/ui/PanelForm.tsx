import type { FormEvent, ReactNode } from 'react';
import './panelForm.css';

interface PanelFormProps {
  /** The heading over the fields; the form is named by it. */
  title?: ReactNode;
  titleId?: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A hand-built form of a widget (withdraw, bank card, security settings): fields in one column, checked by the widget (noValidate). */
export function PanelForm({ title, titleId, onSubmit, busy, testId, children }: PanelFormProps) {
  return (
    <form
      className="panel-form"
      onSubmit={onSubmit}
      noValidate
      aria-busy={busy || undefined}
      aria-labelledby={title !== undefined ? titleId : undefined}
      data-testid={testId}
    >
      {title !== undefined ? (
        <h2 id={titleId} className="panel-form-title">
          {title}
        </h2>
      ) : null}
      {children}
    </form>
  );
}
