import type { SeedStep } from './step.ts';

export const contentStep: SeedStep = {
  name: 'core.content',
  async run() {
    // follows
  },
};
