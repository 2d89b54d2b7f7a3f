import './styles/base.css';
import { boot } from './boot.tsx';

const root = document.getElementById('root');
if (root) void boot(root);
