import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two suites share two cores in `npm test`: findBy/waitFor get the time a loaded machine needs.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => cleanup());
