import type { ReactNode } from 'react';
import './card.css';

/** A raised surface grouping related content (a balance, a promotion, a contract). */
export function Card({
  children,
  className,
  as: Tag = 'div',
  testId,
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'article' | 'li';
  testId?: string;
}) {
  return (
    <Tag className={`card${className ? ` ${className}` : ''}`} data-testid={testId}>
      {children}
    </Tag>
  );
}
