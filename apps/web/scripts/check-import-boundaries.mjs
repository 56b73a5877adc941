// Proves that the lint rule of config/import-boundaries.mjs holds: lints imports that cross a boundary (one feature
// into another, by alias or by relative path; lib/ into components/ or a feature) and expects each to be refused,
// and imports that respect the boundaries and expects them to pass. Run by `npm run lint` (root and web), so a rule
// switched off or a zone that matches nothing fails the lint stage of `npm test`.
//
//   node apps/web/scripts/check-import-boundaries.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'import-x/no-restricted-paths';

/** A file that does not exist (ESLint lints the text), and one import written in it. Imported modules exist. */
const cases = [
  {
    file: 'features/home/components/crossing.ts',
    source: "import { prefetchSeatPageTrip } from '@/features/booking/api/trip';",
    refused: true,
  },
  {
    file: 'features/home/components/crossing.ts',
    source: "import { prefetchSeatPageTrip } from '../../booking/api/trip';",
    refused: true,
  },
  {
    file: 'features/profile/pages/crossing.tsx',
    source: "import { KeptOfflineNote } from '@/features/offline-tickets/components/kept-offline-note';",
    refused: true,
  },
  {
    file: 'features/booking/pages/crossing.tsx',
    source: "import { PublicLayout } from '@/app/layouts/public-layout';",
    refused: true,
  },
  {
    file: 'lib/crossing.ts',
    source: "import { PageSpinner } from '@/components/ui/spinner';",
    refused: true,
  },
  {
    file: 'lib/auth/crossing.ts',
    source: "import { useOfflineTickets } from '@/features/offline-tickets/hooks/use-offline-tickets';",
    refused: true,
  },
  {
    file: 'components/layout/crossing.tsx',
    source: "import { HomePage } from '@/features/home/pages/home-page';",
    refused: true,
  },
  {
    file: 'features/home/components/allowed.ts',
    source: "import { nextTask } from '@/lib/next-task';\nimport { Button } from '@/components/ui/button';",
    refused: false,
  },
  {
    file: 'features/booking/components/allowed.ts',
    source: "import { bookingQueryOptions } from '../api/bookings';",
    refused: false,
  },
  {
    file: 'app/routes/allowed.tsx',
    source: "import { ProfilePage } from '@/features/profile/pages/profile-page';",
    refused: false,
  },
];

const eslint = new ESLint({ cwd: root });
let passed = 0;
let failed = 0;
for (const { file, source, refused } of cases) {
  const filePath = path.join(root, 'apps/web/src', file);
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  const errors = (result?.messages ?? []).filter((message) => message.ruleId === RULE);
  const ok = refused ? errors.length > 0 : errors.length === 0;
  const what = `${file}: ${source.replaceAll('\n', ' ')}`;
  if (ok) {
    passed += 1;
    console.log(`✓ ${refused ? 'refused' : 'allowed'}  ${what}`);
  } else {
    failed += 1;
    const found = errors.map((error) => error.message).join('; ') || 'no error';
    console.error(`✗ expected ${refused ? 'an error' : 'no error'}  ${what}\n    ${found}`);
  }
}
console.log(`import boundaries: ${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
