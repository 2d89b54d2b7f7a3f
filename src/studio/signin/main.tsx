import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createOpsClient } from '../api/opsClient.ts';
import { SignInPage } from './SignInPage.tsx';
import './signin.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SignInPage client={createOpsClient()} />
    </StrictMode>,
  );
}
