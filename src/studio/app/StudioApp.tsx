import type { OperatorSessionInfo } from '../../generated/api/shapes/operatorSession.ts';
import { StudioShell } from '../ui/layout/StudioShell.tsx';
import { StudioProvider } from './StudioProvider.tsx';
import type { StudioApi } from './studioApi.ts';

interface Props {
  api: StudioApi;
  session?: OperatorSessionInfo | null;
  brand?: string;
  onSignedOut?: () => void;
}

/** The operator studio: its state and its page. */
export function StudioApp(props: Props) {
  return (
    <StudioProvider {...props}>
      <StudioShell />
    </StudioProvider>
  );
}
