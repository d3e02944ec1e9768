import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemoteApp } from './federation/remote-loader.ts';

const Public = lazy(() => loadRemoteApp('public_site'));
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Suspense fallback={<p>loading</p>}>
      <h1>Shell</h1>
      <Public />
    </Suspense>,
  );
}
