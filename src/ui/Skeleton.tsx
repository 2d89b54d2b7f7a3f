import './skeleton.css';

/** A placeholder of the size the content will take, so nothing moves when it arrives; hidden from screen readers. */
export function Skeleton({
  width = '100%',
  height = 16,
  shape = 'box',
  className,
}: {
  width?: number | string;
  height?: number | string;
  shape?: 'box' | 'text' | 'circle';
  className?: string;
}) {
  return <span aria-hidden="true" className={`skeleton skeleton-${shape}${className ? ` ${className}` : ''}`} style={{ width, height }} />;
}
