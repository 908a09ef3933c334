import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  // Same build-time constant the library bundles get (src/lib/env.d.ts).
  define: { __WINNOW_VERSION__: JSON.stringify(version) },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**', 'bench/**'],
    environment: 'node',
    globals: true, // tsconfig lists vitest/globals
  },
});
