import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractModuleAlias } from './vite.config.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [contractModuleAlias] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
