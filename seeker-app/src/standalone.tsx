import { mountStandalone } from 'shared-ui/standalone';
import App from './app.tsx';

mountStandalone(App);
