import { mountStandalone } from 'shared-ui';
import App from './app.tsx';

mountStandalone(App);
