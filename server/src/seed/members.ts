import type { SeedStep } from './step.ts';

export const membersStep: SeedStep = {
  name: 'core.members',
  async run() {
    // follows
  },
};
