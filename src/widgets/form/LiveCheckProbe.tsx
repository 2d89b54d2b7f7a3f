import { useEffect } from 'react';
import { type LiveCheck, useLiveCheck } from './useLiveCheck.ts';

/**
 * The live check of a form's field, as a component of its own that the form loads only when it has such a field
 * (register): the check and the data-layer read it rides on stay out of every other form's first screen. It draws
 * nothing; it tells the form what the check says.
 */
export default function LiveCheckProbe(props: {
  call: 'checkUsername' | undefined;
  typed: unknown;
  failing: boolean;
  onCheck: (check: LiveCheck | undefined) => void;
}) {
  const check = useLiveCheck(props.call, props.typed, props.failing);
  const { onCheck } = props;
  useEffect(() => onCheck(check), [check, onCheck]);
  return null;
}
