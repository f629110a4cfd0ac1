import './app/styles.css';
import { startApp } from './app/start';

void startApp();
