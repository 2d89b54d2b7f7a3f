import { type ReactNode, useId } from 'react';
import './section.css';

/** A titled part of a page: a region named by its heading, with an optional action at the heading's end. */
export function Section({
  title,
  action,
  children,
  className,
  testId,
}: {
  title?: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className={`section${className ? ` ${className}` : ''}`} aria-labelledby={title ? id : undefined} data-testid={testId}>
      {title || action ? (
        <div className="section-head">
          {title ? (
            <h2 id={id} className="section-title">
              {title}
            </h2>
          ) : null}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}
