import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createOpsClient } from './api/opsClient.ts';
import { StudioApp } from './app/StudioApp.tsx';
import './studio.css';

// The studio page is served only to a live operator session; the shell asks who that is (operatorSession) and
// which brands they may edit, and goes back to /studio/ (the sign-in page once signed out) on Sign out.
const client = createOpsClient();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StudioApp api={client} onSignedOut={() => window.location.assign('/studio/')} />
    </StrictMode>,
  );
}
