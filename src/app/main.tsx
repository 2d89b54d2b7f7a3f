import './styles/base.css';
import { boot } from './boot.tsx';

void boot(document.getElementById('root')!);
