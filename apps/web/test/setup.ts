import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor give up after 10 s rather than 1 s: lazy routes and schemas load slowly on a
// cold clone of a busy machine, and a test should fail for what it checks, not for the machine's
// load (issue 24). It is a bound for a hung test, not a speed check.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// The shell loads these schemas (and zod), its menus and the toast outlet on demand, to keep them
// out of the first load (issue 14). A test's first use would then pay the modules' transform
// inside a waitFor; loading them here keeps that out of the timings the tests watch (React's
// lazy still suspends once, so the stand-ins are exercised all the same).
await Promise.all([
  import('../src/app/layout/mobile-drawer'),
  import('../src/app/layout/user-menu'),
  import('../src/app/layout/toast-outlet'),
  import('@arsamezat/shared/accounts/auth'),
  import('@arsamezat/shared/core/errors'),
  import('@arsamezat/shared/site/site'),
  import('sonner'),
]);
