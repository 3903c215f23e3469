import '../styles/app.css';
import './admin.css';
import { startConsole } from './start.tsx';

void startConsole();
