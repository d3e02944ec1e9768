import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from 'shared-ui';
import App from './app.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StandaloneHarness>
      <App />
    </StandaloneHarness>,
  );
}
