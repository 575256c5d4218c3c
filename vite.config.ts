import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/vite-precompress';

const schemasDir = fileURLToPath(new URL('./schemas', import.meta.url));

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@schemas': schemasDir } },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // One vendor chunk: the libraries every route needs anyway compress better together than in the many
        // small shared chunks the default split makes, and the chunk stays cached across app releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'browser-units',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup-units.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-units',
          environment: 'node',
          include: ['gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'schemas/**/*.test.ts', 'migrations/**/*.test.ts'],
        },
      },
    ],
  },
});
