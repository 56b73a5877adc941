import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestI18n } from './i18n';
import { server } from './server';

// The set-up of the component tests (*.test.tsx): a DOM, the app's French texts, the API mocked by MSW.
startTestI18n();
// Waits for what the page shows next, not a deadline: on a busy machine a render can take seconds.
configure({ asyncUtilTimeout: 15_000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Sonner keeps its toasts in a module of its own: the next test's toaster would show them again.
  toast.dismiss();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
