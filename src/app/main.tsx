import './styles/base.css';
import { boot } from './boot.tsx';
import { captureInstallOffer } from './pwa/installPrompt.ts';

captureInstallOffer();
const root = document.getElementById('root');
if (root) void boot(root);
