import './styles/app.css';
import { start } from './app/start.tsx';

void start();
